import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { chooseGame, expectFitsAfterResize, settled, signInQuietly, signUp } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Guest accounts one address may make an hour here: a few tables, then the limit. */
const GUESTS_PER_HOUR = 3;

/** The page at both sizes: photographed, audited, never wider than a phone's screen. */
async function inspect(page: Page, name: string): Promise<string[]> {
  const violations: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await shot(page, `words-${name}-${size.name}.png`, { fullPage: true });
    await expectFitsAfterResize(page, `${name} at ${size.width}px`);
    violations.push(...(await audit(page, `${name} at ${size.width}px`)));
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  return violations;
}

/**
 * Controls smaller than 24 px either way on a phone (WCAG 2.2 target size, minimum): a box or a
 * radio button is measured with its label, which takes the tap too.
 */
async function smallTargets(page: Page, within: string): Promise<string[]> {
  return page.locator(within).evaluate((root) =>
    Array.from(root.querySelectorAll('button, select, input[type="checkbox"], input[type="radio"]'))
      .filter((element) => {
        const label =
          element instanceof HTMLInputElement
            ? (element.closest('label') ??
              (element.id ? root.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null))
            : null;
        const own = element.getBoundingClientRect();
        const box = label ? label.getBoundingClientRect() : own;
        return own.width > 0 && (box.width < 24 || box.height < 24);
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

describe('the lobby and the API page, in words a person reads', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_GUESTS_PER_HOUR: String(GUESTS_PER_HOUR) });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  async function visitor(locale = 'en'): Promise<Page> {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: stack.webUrl }]);
    return context.newPage();
  }

  /** A visitor's one click on "Play a bot now" (Cartagena): the match's id. */
  async function playBots(page: Page, watchable: boolean): Promise<string> {
    await page.goto(`${stack.webUrl}/`);
    await settled(page);
    if (!watchable) await page.getByTestId('bots-watchable').uncheck();
    await page.locator('[data-game="cartagena"] [data-testid="play-bots"]').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();
    return page.url().split('/').pop() ?? '';
  }

  it('lists a bot match started in one click under Matches to watch, unless its player opted out', async () => {
    const shown = await playBots(await visitor(), true);
    const kept = await playBots(await visitor(), false);

    const watcher = await visitor();
    await watcher.goto(`${stack.webUrl}/`);
    const live = watcher.getByTestId('live-matches');
    await live.locator(`a[href="/matches/${shown}"]`).waitFor();
    expect(await live.locator(`a[href="/matches/${kept}"]`).count()).toBe(0);
    expect(await live.textContent()).not.toContain('No match is being played right now');
    expect(await inspect(watcher, 'lobby-live')).toEqual([]);
    await watcher.setViewportSize({ width: 390, height: 844 });
    expect(await smallTargets(watcher, '[data-testid="showcase"]')).toEqual([]);
  }, 180_000);

  it('opens a Port Royal table with bots in every other seat, which starts at once; every option fits a phone', async () => {
    const page = await visitor();
    await signInQuietly(page.context(), stack.webUrl, 'royal-host', { signUp: true });
    await page.goto(`${stack.webUrl}/`);
    const form = page.locator('#new-table');
    // Chosen once the form is hydrated (a click before was lost on a busy machine), by its name.
    await chooseGame(page, 'port-royal');
    expect(await form.getByRole('radio', { name: /Port Royal/ }).isChecked()).toBe(true);
    expect(await form.getByTestId('seat-1').inputValue()).toBe('heuristic');
    expect(await form.getByTestId('seat-2').inputValue()).toBe('heuristic');
    await form.locator('details.advanced-options summary').click();

    // Every choice's words whole, the rules' tie-break ("Equal scores") among them, at both widths.
    const tieBreak = form.getByRole('radiogroup', { name: 'Equal scores' });
    expect(await tieBreak.getByRole('radio', { name: 'Lower debt wins, else they share' }).isChecked()).toBe(
      true,
    );
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const frame = await form.boundingBox();
      for (const choice of await form.locator('.choice-field .choice').all()) {
        const box = await choice.boundingBox();
        expect(box && frame && box.x + box.width <= frame.x + frame.width + 0.5).toBe(true);
        expect(await choice.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      }
      for (const select of await form.locator('select').all()) {
        const box = await select.boundingBox();
        expect(box && frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5).toBe(
          true,
        );
        expect(await select.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      }
      await shot(form, `words-create-port-royal-${size.name}.png`);
    }
    expect(await smallTargets(page, '#new-table')).toEqual([]);
    expect(await audit(page, 'the open-table form at 390px')).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    await form.getByTestId('create-table').click();
    await page.waitForURL(/\/matches\/[0-9a-f-]+$/);
    const start = page.getByRole('button', { name: 'Start the match' });
    await expect.poll(() => start.isEnabled(), { timeout: 20_000 }).toBe(true);
    await start.click();
    await page.locator('[data-testid="table"][data-status="ACTIVE"]').waitFor();

    // The profile names the game played once.
    await page.goto(`${stack.webUrl}/players/royal-host`);
    await settled(page);
    await expect
      .poll(() => page.getByTestId('playing-now').allTextContents())
      .toEqual(['Playing Port Royal']);
    expect(await inspect(page, 'profile')).toEqual([]);
  }, 180_000);

  it('keeps the session token out of the API page until asked, and tells the action shapes in Italian and French', async () => {
    const page = await visitor();
    await signUp(page, stack.webUrl, 'api-reader');
    const token = await page.evaluate(async () => {
      const session = (await (await fetch('/api/auth/session')).json()) as { apiToken?: string };
      return session.apiToken ?? '';
    });
    expect(token.length).toBeGreaterThan(20);
    await page.goto(`${stack.webUrl}/api-docs`);
    await page
      .locator('.graphiql-query-editor')
      .getByText(/query\s+Lobby/)
      .waitFor();
    await page.getByRole('button', { name: 'Headers' }).click();
    const headers = page.locator('.graphiql-editor-tool');
    await headers.waitFor();
    expect(await page.locator('body').innerText()).not.toContain(token);
    expect(await headers.innerText()).not.toContain(token);
    // The explorer still sends it: `me` answers with the handle.
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window').getByText('"api-reader"').waitFor({ timeout: 60_000 });
    expect(await inspect(page, 'api-docs-hidden')).toEqual([]);

    const reveal = page.getByTestId('token-toggle');
    expect(await reveal.getAttribute('aria-expanded')).toBe('false');
    await reveal.click();
    expect(await page.getByTestId('session-token').textContent()).toBe(token);
    await reveal.click();
    expect(await page.getByTestId('session-token').isVisible()).toBe(false);

    for (const [locale, comment, pistol] of [
      ['it', 'Benvenuto a bordo', 'guarda la mano di `target` e prendi una carta'],
      ['fr', 'Bienvenue à bord', 'regardez la main de `target` et prenez-y une carte'],
    ] as const) {
      await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: stack.webUrl }]);
      // GraphiQL keeps the last query in the browser: a fresh one opens with the example.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${stack.webUrl}/api-docs`);
      const shape = page.getByTestId('action-shape').filter({ hasText: 'usePistol' });
      expect(await shape.locator('p').textContent()).toContain(pistol);
      expect(await shape.locator('[lang="en"]').count()).toBe(0);
      await page.locator('.graphiql-query-editor').getByText(comment).waitFor();
      expect(await inspect(page, `api-docs-${locale}`)).toEqual([]);
    }
  }, 240_000);

  it('says a wrong current password is wrong, not a handle nobody typed, in each language', async () => {
    const words = {
      en: 'That is not your current password.',
      it: 'Questa non è la tua password attuale.',
      fr: 'Ce n’est pas votre mot de passe actuel.',
    } as const;
    const page = await visitor();
    await signInQuietly(page.context(), stack.webUrl, 'pw-changer', { signUp: true });
    for (const locale of ['en', 'it', 'fr'] as const) {
      await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: stack.webUrl }]);
      await page.goto(`${stack.webUrl}/account`);
      const form = page.getByTestId('password');
      await form.locator('input[name="current-password"]').fill('not my password at all');
      await form.locator('input[name="new-password"]').fill('a brand new long secret');
      await form.locator('input[name="repeat-password"]').fill('a brand new long secret');
      await form.getByTestId('change-password').click();
      const alert = form.getByRole('alert');
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain(words[locale]);
      expect(text).not.toContain('INVALID_CREDENTIALS');
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await shot(form, `words-password-${locale}-${size.name}.png`);
      }
      expect(await audit(page, `the password form in ${locale}`)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  }, 180_000);

  it('words the guest limit as a guest limit, in each language, without a code', async () => {
    const words = {
      en: 'Too many guest accounts have been made from your connection',
      it: 'Dalla tua connessione sono stati creati troppi account ospite',
      fr: 'Trop de comptes invités ont été créés depuis votre connexion',
    } as const;
    // The guests made above count: click until the address has made as many as it may.
    let refused: Page | null = null;
    for (let made = 0; made <= GUESTS_PER_HOUR && !refused; made++) {
      const page = await visitor();
      await page.goto(`${stack.webUrl}/`);
      await settled(page);
      await page.locator('[data-game="cartagena"] [data-testid="play-bots"]').click();
      const outcome = await Promise.race([
        page.waitForURL(/\/matches\/[0-9a-f-]+$/).then(() => 'played' as const),
        page
          .getByTestId('showcase')
          .getByRole('alert')
          .waitFor()
          .then(() => 'refused' as const),
      ]);
      if (outcome === 'refused') refused = page;
    }
    expect(refused).not.toBeNull();
    for (const locale of ['en', 'it', 'fr'] as const) {
      const page = locale === 'en' && refused ? refused : await visitor(locale);
      if (page !== refused) {
        await page.goto(`${stack.webUrl}/`);
        await settled(page);
        await page.locator('[data-game="cartagena"] [data-testid="play-bots"]').click();
      }
      const alert = page.getByTestId('showcase').getByRole('alert');
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain(words[locale]);
      expect(text).not.toContain('RATE_LIMITED');
      expect(text).not.toMatch(/password|parol|mot de passe/i);
      expect(await alert.getAttribute('data-error-code')).toBe('RATE_LIMITED');
      expect(await inspect(page, `guest-limit-${locale}`)).toEqual([]);
    }
  }, 240_000);
});
