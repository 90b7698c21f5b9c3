import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi, startTableWithBots } from './graphql.js';
import { settled, signUp } from './pages.js';
import { startStack, type Stack } from './stack.js';

/**
 * What a table page may load, in kB of gzip'd JavaScript. React DOM and the Next.js runtime alone
 * are about 136 kB; before each game's table was loaded on its own, every table page took 291.5, and
 * 208–256 before the API's documents travelled as text, Pirate's Cove's cards without zod, the
 * session without `next-auth/react` and the language switch without the Accept-Language parser.
 * Chat, turn signals, the play panel and seat controls then took Pirate's Cove's table to 215.7,
 * back to 212.0 once the parts shown only sometimes loaded when shown. Motion (pieces travelling,
 * last-move marks, paced updates) adds 1.5 to every table: Cartagena 195.9, Tortuga 206.6, Port
 * Royal 201.4, Pirate's Cove 213.5. The target, 150, is not reached: about 185 of every page
 * is shared (React DOM and Next 136, next-intl's message parser 12, every GraphQL document of the
 * app 9 because codegen's `graphql()` looks documents up in one map, the match page 13, the layout
 * 8). The header's challenge alert with its live feed (every signed-in page, so a player is told at
 * once) and moves sent on the WebSocket add 1.2: Cartagena 197.2, Tortuga 207.8, Port Royal 202.6,
 * Pirate's Cove 214.7. Pieces that explain themselves on tap (games/shared/explain) add 0.9:
 * Cartagena 198.1, Tortuga 208.8, Port Royal 203.5, Pirate's Cove 215.6. The next cuts are documents
 * imported one by one and next-intl's precompiled messages.
 */
const BUDGET_KB = 216;

/** A class name only each game's table code holds: another game's page must not carry it. */
const MARKERS: Readonly<Record<string, string>> = {
  cartagena: 'pirate-target',
  tortuga: 'event-slot-cell',
  'port-royal': 'pr-card-button',
  'pirates-cove': 'pc-board',
};

describe('the table page loads its own game and little else', () => {
  let stack: Stack;
  const tables: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startStack();
    const context = await stack.browser.newContext();
    await signUp(await context.newPage(), stack.webUrl, 'packer');
    await context.close();
    const token = await signInByApi(stack.apiUrl, 'packer');
    for (const game of ['cartagena', 'tortuga', 'port-royal', 'pirates-cove'])
      tables[game] = await startTableWithBots(stack.apiUrl, token, game, 3);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it(`each game's table page loads no other game's table and at most ${BUDGET_KB} kB of JavaScript (gzip)`, async () => {
    const sizes: Record<string, number> = {};
    const foreign: string[] = [];
    for (const [game, id] of Object.entries(tables)) {
      // A first visit, nothing cached: every script the page runs, each gzip'd as served.
      const context = await stack.browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(
            response.body().then(
              (body) => {
                for (const [other, marker] of Object.entries(MARKERS))
                  if (other !== game && body.includes(marker)) foreign.push(`${game} loads ${other}`);
                return gzipSync(body).length;
              },
              () => 0,
            ),
          );
      });
      await page.goto(`${stack.webUrl}/matches/${id}`);
      await settled(page);
      await page.getByTestId('event-log').waitFor();
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      sizes[game] = Math.round(bytes / 102.4) / 10;
      await context.close();
    }
    console.info(`table page JavaScript, kB gzip: ${JSON.stringify(sizes)}`);
    expect(foreign).toEqual([]);
    for (const [game, kb] of Object.entries(sizes)) expect(kb, game).toBeLessThanOrEqual(BUDGET_KB);
  }, 120_000);
});
