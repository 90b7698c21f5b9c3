/** A mail's content before it has a form: what `compose.ts` says, in the reader's language. */
export interface MailContent {
  readonly lang: string;
  /** Between a link's label and its address in plain text (": ", or " : " in French). */
  readonly colon: string;
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** The button: what to do, and where. */
  readonly action?: Link;
  /** A digest's entries, each with its own link. */
  readonly items?: readonly { readonly text: string; readonly link: Link }[];
  readonly notes?: readonly string[];
  /** Why the mail came, and the links that stop it. */
  readonly footer: { readonly why: string; readonly links: readonly Link[] };
}

export interface Link {
  readonly label: string;
  readonly url: string;
}

/** Plain text: what every mail client shows, and what screen readers and filters read. */
export function renderText(content: MailContent): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  const link = ({ label, url }: Link) => `${label}${content.colon}${url}`;
  if (content.action) lines.push(link(content.action), '');
  for (const item of content.items ?? []) lines.push(`- ${item.text}`, `  ${link(item.link)}`, '');
  for (const note of content.notes ?? []) lines.push(note, '');
  // "-- " opens a signature, which mail clients set apart (RFC 3676).
  lines.push('-- ', content.footer.why, ...content.footer.links.map(link));
  return `${lines.join('\n')}\n`;
}

/** Simple HTML, inline styles only (mail clients drop style sheets), in the site's colours. */
export function renderHtml(content: MailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escape(text)}</p>`;
  const button = (link: Link) =>
    `<p style="margin:0 0 20px"><a href="${escape(link.url)}" style="display:inline-block;padding:10px 18px;background:#15324a;color:#fbf6ea;text-decoration:none;border-radius:8px;font-weight:bold">${escape(link.label)}</a></p>`;
  const items = content.items?.length
    ? `<ul style="margin:0 0 20px;padding-left:20px">${content.items
        .map(
          (item) =>
            `<li style="margin:0 0 10px">${escape(item.text)}<br><a href="${escape(item.link.url)}" style="color:#24506f">${escape(item.link.label)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  const footer = [
    escape(content.footer.why),
    content.footer.links
      .map((link) => `<a href="${escape(link.url)}" style="color:#5b4c3a">${escape(link.label)}</a>`)
      .join(' · '),
  ].join('<br>');
  return [
    '<!doctype html>',
    `<html lang="${escape(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f4ecd8;color:#2a2118;font-family:Georgia,\'Times New Roman\',serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#fbf6ea;border:1px solid #d2c29d;border-radius:10px;padding:24px">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    content.action ? button(content.action) : '',
    items,
    ...(content.notes ?? []).map(paragraph),
    `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #d2c29d;font-size:13px;color:#5b4c3a">${footer}</p>`,
    '</div></body></html>',
  ].join('\n');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
