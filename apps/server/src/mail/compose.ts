import type { NotificationRecord } from '../notifications/model.js';
import type { LinkSigner, UnsubscribeScope } from './links.js';
import { renderHtml, renderText, type Link, type MailContent } from './render.js';
import { MAIL_WORDS, mailLocale, type EventFacts, type MailWords } from './words.js';

/** Who a mail goes to. */
export interface Recipient {
  readonly userId: string;
  readonly handle: string;
  readonly locale: string | null;
  readonly address: string;
}

/** A mail ready for the transport. */
export interface Letter {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface ComposerLinks {
  /** A game's name, by its id (from the engine port). */
  readonly gameName: (game: string) => string;
  /** The web app, as people reach it (WEB_URL). */
  readonly webUrl: string;
  /** This API, as people reach it (PUBLIC_URL): where one-click unsubscribes are posted. */
  readonly apiUrl: () => string;
  readonly signer: LinkSigner;
}

/**
 * Puts notifications into mail, in the recipient's language: the sentence, a button that opens the
 * table in the web app, and a footer saying why it came with a link that stops it (no sign-in
 * needed), also in List-Unsubscribe with one-click (RFC 8058) for mail clients' own button.
 */
export class MailComposer {
  constructor(private readonly links: ComposerLinks) {}

  event(recipient: Recipient, notification: NotificationRecord): Letter {
    const words = wordsFor(recipient);
    const kind = words.events[notification.kind];
    const facts = factsOf(notification, recipient, this.links.gameName);
    return this.letter(recipient, notification.kind, {
      lang: mailLocale(recipient.locale),
      colon: words.colon,
      subject: kind.subject(facts),
      greeting: words.greeting(recipient.handle),
      paragraphs: [kind.line(facts)],
      action: { label: kind.action, url: this.tableUrl(notification) },
      footer: {
        why: words.why(words.kinds[notification.kind], recipient.handle),
        links: [
          this.stopLink(recipient, notification.kind, words.stopKind(words.kinds[notification.kind])),
          { label: words.settings, url: this.settingsUrl() },
        ],
      },
    });
  }

  digest(recipient: Recipient, notifications: readonly NotificationRecord[]): Letter {
    const words = wordsFor(recipient);
    const kinds = [...new Set(notifications.map((notification) => notification.kind))];
    return this.letter(recipient, 'ALL', {
      lang: mailLocale(recipient.locale),
      colon: words.colon,
      subject: words.digest.subject(notifications.length),
      greeting: words.greeting(recipient.handle),
      paragraphs: [words.digest.intro],
      items: notifications.map((notification) => ({
        text: words.events[notification.kind].line(factsOf(notification, recipient, this.links.gameName)),
        link: { label: words.events[notification.kind].action, url: this.tableUrl(notification) },
      })),
      footer: {
        why: words.digest.why(recipient.handle),
        links: [
          ...kinds.map((kind) => this.stopLink(recipient, kind, words.stopKind(words.kinds[kind]))),
          this.stopLink(recipient, 'ALL', words.stopAll),
          { label: words.settings, url: this.settingsUrl() },
        ],
      },
    });
  }

  /** The link that verifies an address: no unsubscribe, since it is sent once, when asked for. */
  verification(recipient: Recipient, token: string, ttlHours: number): Letter {
    const words = wordsFor(recipient).verification;
    const content: MailContent = {
      lang: mailLocale(recipient.locale),
      colon: wordsFor(recipient).colon,
      subject: words.subject,
      greeting: wordsFor(recipient).greeting(recipient.handle),
      paragraphs: [words.line(recipient.handle)],
      action: { label: words.action, url: `${this.links.webUrl}/mail/verify?token=${token}` },
      notes: [words.expires(ttlHours)],
      footer: { why: words.ignore, links: [] },
    };
    return sentOnce(recipient, content);
  }

  /** The link that sets a new password: no unsubscribe, since it is sent once, when asked for. */
  recovery(recipient: Recipient, token: string, ttlMinutes: number): Letter {
    const all = wordsFor(recipient);
    const words = all.recovery;
    const content: MailContent = {
      lang: mailLocale(recipient.locale),
      colon: all.colon,
      subject: words.subject,
      greeting: all.greeting(recipient.handle),
      paragraphs: [words.line(recipient.handle)],
      action: { label: words.action, url: `${this.links.webUrl}/recover?token=${token}` },
      notes: [words.expires(ttlMinutes)],
      footer: { why: words.ignore, links: [] },
    };
    return sentOnce(recipient, content);
  }

  private letter(recipient: Recipient, scope: UnsubscribeScope, content: MailContent): Letter {
    const token = this.links.signer.unsubscribeToken(recipient.userId, scope);
    return {
      to: recipient.address,
      subject: content.subject,
      text: renderText(content),
      html: renderHtml(content),
      headers: {
        // RFC 3834: sent by a program, so auto-responders stay quiet.
        'Auto-Submitted': 'auto-generated',
        'List-Unsubscribe': `<${this.links.apiUrl()}/mail/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  private stopLink(recipient: Recipient, scope: UnsubscribeScope, label: string): Link {
    const token = this.links.signer.unsubscribeToken(recipient.userId, scope);
    return { label, url: `${this.links.webUrl}/mail/unsubscribe?token=${token}` };
  }

  private tableUrl(notification: NotificationRecord): string {
    return notification.matchId
      ? `${this.links.webUrl}/matches/${notification.matchId}`
      : `${this.links.webUrl}/`;
  }

  private settingsUrl(): string {
    return `${this.links.webUrl}/account#email`;
  }
}

function wordsFor(recipient: Recipient): MailWords {
  return MAIL_WORDS[mailLocale(recipient.locale)];
}

function factsOf(
  notification: NotificationRecord,
  recipient: Recipient,
  gameName: (game: string) => string,
): EventFacts {
  const locale = mailLocale(recipient.locale);
  const words = MAIL_WORDS[locale];
  const { payload } = notification;
  return {
    game: gameName(payload.game),
    opponents: new Intl.ListFormat(locale, { type: 'conjunction' }).format(payload.opponents),
    from: payload.from ?? '',
    placement: payload.placement === undefined ? null : words.ordinal(payload.placement),
    players: payload.players ?? null,
    tournament: payload.tournament ?? '',
  };
}

/** A mail sent once, when asked for (a link to confirm or to reset): no unsubscribe link or header. */
function sentOnce(recipient: Recipient, content: MailContent): Letter {
  return {
    to: recipient.address,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
