import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { artifacts } from './stack.js';

/**
 * Whether this run photographs its pages. Screenshots are for a person to open (a page a change
 * touched, at desktop and phone width); they assert nothing. Taken on every run, the tier's 330
 * PNGs cost it about a seventh of its time (389 s with them, 337 s without, 1 December 2026): they
 * are taken when E2E_SCREENSHOTS is set, as `E2E_SCREENSHOTS=1 npx vitest run src/table.e2e.test.ts`
 * in test/e2e.
 */
const SCREENSHOTS = Boolean(process.env['E2E_SCREENSHOTS']);

/**
 * Writes `test/artifacts/<name>` (a `.png` file name) when this run photographs its pages: a page as
 * much as its window shows, or whole with `fullPage`; or one element.
 */
export async function shot(of: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, name);
  await ('goto' in of ? of.screenshot({ path: file, fullPage }) : of.screenshot({ path: file }));
}
