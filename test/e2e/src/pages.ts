import type { Page } from 'playwright-core';

/** What a person does on the pages, in the page's own words where it can. */
export async function signUp(page: Page, webUrl: string, handle: string): Promise<void> {
  await page.goto(`${webUrl}/signup`);
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByTestId('auth-submit').click();
  await page.waitForURL(`${webUrl}/`);
  await page.getByRole('button', { name: /Sign out/ }).waitFor();
}

export async function seqOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('table').getAttribute('data-seq'));
}

/** Waits until the table shows at least `seq`, without reloading: what live updates are for. */
export async function waitForSeq(page: Page, seq: number, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (wanted) => Number(document.querySelector('[data-testid="table"]')?.getAttribute('data-seq')) >= wanted,
    seq,
    { timeout },
  );
}

export async function isMyTurn(page: Page): Promise<boolean> {
  return (await page.getByTestId('moves').count()) > 0;
}

/**
 * One move the way a person makes it: a card, then a highlighted pirate on the board; with no card
 * to play, the first turn button (end turn, move back…) or the first legal move.
 */
export async function playByClicking(page: Page): Promise<number> {
  const before = await seqOf(page);
  const cards = page.locator('[data-testid="card"]:not([disabled])');
  if ((await cards.count()) > 0) {
    await cards.first().click();
    const target = page.getByTestId('pirate-target').first();
    await target.waitFor();
    await target.click();
  } else {
    const end = page.getByTestId('action-endTurn');
    if ((await end.count()) > 0) await end.click();
    else await clickLegalAction(page, 0);
  }
  await waitForSeq(page, before + 1);
  return before + 1;
}

/** Opens the table's list of every legal action (a toggle beside the table's own controls). */
async function openActionList(page: Page): Promise<void> {
  const toggle = page.getByTestId('all-actions-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

export async function legalActions(page: Page): Promise<Record<string, unknown>[]> {
  await openActionList(page);
  const raw = await page
    .getByTestId('legal-action')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-action') ?? 'null'));
  return raw.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export async function clickLegalAction(page: Page, index: number): Promise<void> {
  await openActionList(page);
  await page.getByTestId('legal-action').nth(index).click();
}

/** A quick, sensible choice from the list of every legal move: advance the rearmost pirate. */
export function chooseQuickly(actions: readonly Record<string, unknown>[]): number {
  const rank = (from: unknown) => (from === 'start' ? 0 : typeof from === 'number' ? from : 999);
  let best = -1;
  actions.forEach((action, index) => {
    if (action['type'] !== 'playCard') return;
    if (best === -1 || rank(action['from']) < rank(actions[best]!['from'])) best = index;
  });
  if (best >= 0) return best;
  const back = actions.findIndex((action) => action['type'] === 'moveBack');
  if (back >= 0) return back;
  const end = actions.findIndex((action) => action['type'] === 'endTurn');
  return end >= 0 ? end : 0;
}

/** The lobby's "Play ranked" control: one game, exactly these table sizes, the default preset. */
export async function playRanked(page: Page, game: string, sizes: readonly number[]): Promise<void> {
  await page.getByTestId('play-ranked').waitFor();
  await page.getByTestId(`ranked-game-${game}`).check();
  for (const box of await page.locator('[data-testid^="ranked-size-"]').all()) {
    const size = Number((await box.getAttribute('data-testid'))?.replace('ranked-size-', ''));
    await box.setChecked(sizes.includes(size));
  }
  await page.getByTestId('play-ranked').click();
}

/** Whether the page is wider than its window (sideways scrolling). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
