import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shot } from './screenshots.js';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A page photographed as it is looked at: a phone a screenful at a time, a desktop whole. */
export function shotAsSeen(of: Page, name: string): Promise<void> {
  return shot(of, name, { fullPage: of.viewportSize()?.width !== PHONE.width });
}

/**
 * The people of a scenario: each page opened in a browser context of its own (its own cookies, so
 * its own account), a phone with touch. Every uncaught page error is kept in `errors`, which the
 * scenario expects to stay empty. `close` closes every context.
 */
export class Visitors {
  readonly errors: string[] = [];
  private readonly contexts: BrowserContext[] = [];

  /** `browser` is read when a page is opened: the stack starts after the scenario is declared. */
  constructor(private readonly browser: () => Browser) {}

  /** A new page; `prepare` runs on its context first (scripts to add, permissions). */
  async page(viewport = DESKTOP, prepare?: (context: BrowserContext) => Promise<void>): Promise<Page> {
    const context = await this.browser().newContext({ viewport, hasTouch: viewport === PHONE });
    this.contexts.push(context);
    await prepare?.(context);
    const opened = await context.newPage();
    opened.on('pageerror', (error) => this.errors.push(`${opened.url()}: ${error.message}`));
    return opened;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close().catch(() => undefined)));
  }
}
