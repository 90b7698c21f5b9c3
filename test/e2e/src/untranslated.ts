import type { Page } from 'playwright-core';

/**
 * Text a page shows that no message made. With the test locale (cookie NEXT_LOCALE=xx, served only
 * when BRETHREN_TEST_LOCALE is set) every message reads `⟦…⟧`: whatever is left of the page's text
 * once the marked parts, digits, punctuation and signs are taken out was written into the page by
 * hand. Not language, and skipped: anything marked `translate="no"` or `.notranslate` (code, seeds,
 * initials of names, the names of the languages in themselves), anything declared `lang="en"` (the
 * API's own English, such as its action schema's descriptions), `<code>`, `<pre>`, `<time>` (the
 * formatter's dates), the words a list formatter joins with, and the words the caller allows
 * (players' handles, the site's name).
 */
export async function untranslatedText(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  return page.evaluate(
    (allowedWords: string[]) => {
      const SKIP =
        '[translate="no"], .notranslate, body [lang="en"], code, pre, time, script, style, noscript, textarea';
      // Intl.ListFormat's own words ("a, b and c"): the formatter's, in the page's language.
      const glue = ['and', 'or'];
      const leftover = (text: string): string => {
        let rest = text;
        for (let previous = ''; previous !== rest;) {
          previous = rest;
          // A message, or the start of one a table cut short to fit ("⟦Bot 2 …").
          rest = rest.replace(/⟦[^⟦⟧]*(⟧|…)/g, ' ');
        }
        for (const word of [...allowedWords, ...glue])
          rest = rest.replace(new RegExp(`(^|[^\\p{L}])${word}(?=[^\\p{L}]|$)`, 'gu'), '$1 ');
        // A name a table cut short to fit ("marked-…").
        rest = rest.replace(/([\p{L}\p{N}_-]+)…/gu, (cut, stem: string) =>
          allowedWords.some((word) => word.startsWith(stem)) ? ' ' : cut,
        );
        return rest.replace(/[\p{N}\p{P}\p{S}\p{Z}\s]+/gu, ' ').trim();
      };
      const found: string[] = [];
      const note = (where: string, text: string | null) => {
        if (!text) return;
        const rest = leftover(text);
        if (rest)
          found.push(
            `${where}: ${JSON.stringify(rest.slice(0, 60))} in ${JSON.stringify(text.slice(0, 100))}`,
          );
      };

      // What a person reads: the page's text as laid out, with the skipped parts hidden for a moment
      // (a message split across elements — a link inside a sentence — is read whole this way).
      const hide = document.createElement('style');
      hide.textContent = `${SKIP} { display: none !important; }`;
      document.head.append(hide);
      const lines = document.body.innerText.split('\n');
      // A select's text lists all its options whatever their style: take out the ones not to translate.
      allowedWords.push(
        ...Array.from(document.querySelectorAll('option[translate="no"]')).map(
          (option) => option.textContent ?? '',
        ),
      );
      const svgTexts = Array.from(document.querySelectorAll('svg text'))
        .filter((text) => text.getBoundingClientRect().width > 0 && !text.closest(SKIP))
        .map((text) => text.textContent ?? '');
      hide.remove();
      // Each read whole, so that a message laid out over several lines (or several SVG `<text>`s)
      // still counts as one; a word left over is shown with the first line it stands in.
      const report = (where: string, textLines: string[]) => {
        const rest = leftover(textLines.join('\n'));
        for (const word of new Set(rest.split(' ').filter(Boolean))) {
          const alone = new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u');
          const line = textLines.find((candidate) => alone.test(candidate)) ?? '';
          found.push(`${where}: ${JSON.stringify(word)} in ${JSON.stringify(line.slice(0, 100))}`);
        }
      };
      report('text', lines);
      report('svg', svgTexts);

      for (const element of Array.from(
        document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'),
      )) {
        if (element.closest(SKIP)) continue;
        for (const attribute of ['aria-label', 'title', 'placeholder', 'alt'])
          note(`${element.tagName.toLowerCase()}[${attribute}]`, element.getAttribute(attribute));
      }
      note('title', document.title);
      return [...new Set(found)];
    },
    [...allowed],
  );
}
