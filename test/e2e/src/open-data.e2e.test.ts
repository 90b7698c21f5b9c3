import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createDatabase } from '@brethren/db';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { signInQuietly, widerThanScreen } from './pages.js';
import { shot } from './screenshots.js';
import { startStack, type Stack } from './stack.js';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const FILE = 'brethren_cartagena_2026-10.ndjson.gz';

describe('the open-data page in Chromium', () => {
  let stack: Stack;
  let directory: string;
  const contexts: BrowserContext[] = [];
  const page = async (options: BrowserContextOptions): Promise<Page> => {
    const context = await stack.browser.newContext({ ...options, acceptDownloads: true });
    contexts.push(context);
    return context.newPage();
  };
  const bytes = gzipSync('{"version":1}\n');

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'brethren-e2e-exports-'));
    stack = await startStack({ DATA_EXPORT_DIR: directory });
    // A past month's file as the exporter leaves it: on disk, and final in its row.
    writeFileSync(path.join(directory, FILE), bytes);
    const db = createDatabase(stack.databaseUrl);
    try {
      await db.prisma.dataExport.create({
        data: {
          game: 'cartagena',
          month: '2026-10',
          final: true,
          matches: 3,
          bytes: BigInt(bytes.length),
          sha256: createHash('sha256').update(bytes).digest('hex'),
          writtenAt: new Date(),
        },
      });
    } finally {
      await db.prisma.$disconnect();
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('lists the files with their checksums for a visitor, at desktop width', async () => {
    const desk = await page(DESKTOP);
    await desk.goto(`${stack.webUrl}/data`);
    const file = desk.getByTestId('data-file');
    await file.waitFor();
    const text = await file.textContent();
    expect(text).toContain('2026-10');
    expect(text).toContain('3 matches');
    expect(text).toContain(createHash('sha256').update(bytes).digest('hex'));
    const href = await file.locator('a[download]').getAttribute('href');
    expect(href).toBe(`${new URL(stack.apiUrl).origin}/data/${FILE}`);
    const served = await fetch(href as string);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    await desk.getByTestId('own-signed-out').waitFor();
    await shot(desk, 'open-data-desktop.png', { fullPage: true });
    expect(await audit(desk, 'the open-data page on a desktop')).toEqual([]);
  });

  it("downloads a signed-in player's own matches, on a phone", async () => {
    const phone = await page(PHONE);
    await signInQuietly(phone.context(), stack.webUrl, 'datafan', { signUp: true });
    await phone.goto(`${stack.webUrl}/data`);
    await phone.getByTestId('data-file').waitFor();
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByTestId('own-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('brethren_datafan_matches.ndjson');
    expect(await widerThanScreen(phone)).toEqual([]);
    await shot(phone, 'open-data-phone.png', { fullPage: true });
    expect(await audit(phone, 'the open-data page on a phone')).toEqual([]);
  });
});
