import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.js';
import { shot } from './screenshots.js';
import { joinSharedStack, type Stack } from './stack.js';

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('installed to a home screen: the manifest, the icons and the service worker in Chromium', () => {
  let stack: Stack;
  const contexts: BrowserContext[] = [];
  const page = async (width: number, height: number, locale = 'en'): Promise<Page> => {
    // The worker under test: the stack's browser blocks it elsewhere (see stack.ts).
    const context = await stack.browser.newContext({
      viewport: { width, height },
      locale,
      serviceWorkers: 'allow',
    });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    stack = await joinSharedStack();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await stack?.close();
  });

  it('serves a valid manifest, linked from every page, whose icons exist at their sizes', async () => {
    const { webUrl } = stack;
    const response = await fetch(`${webUrl}/manifest.webmanifest`, { headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      lang: string;
      description: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Brethren',
      short_name: 'Brethren',
      start_url: '/',
      display: 'standalone',
      theme_color: '#15324a',
      lang: 'fr',
    });
    expect(manifest.description).toMatch(/navigateur/);
    // What Chromium asks of an installable app: a 192 and a 512 px icon, and one a launcher may mask.
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
      expect(manifest.icons.some((icon) => icon.sizes === sizes && icon.purpose === purpose)).toBe(true);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, webUrl));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toContain(icon.type);
      if (icon.type === 'image/png') {
        const [width, height] = pngSize(Buffer.from(await image.arrayBuffer()));
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }

    const desk = await page(1440, 900);
    await desk.goto(`${webUrl}/`);
    expect(await desk.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await desk.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#15324a');
  });

  it('registers a service worker that keeps the built assets, never GraphQL or pages, and shows an offline page', async () => {
    const { webUrl } = stack;
    const phone = await page(390, 844);
    await phone.goto(`${webUrl}/`);
    const scope = await phone.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${webUrl}/`);

    // Controlled now: the next load takes its scripts from the cache, and never an API answer.
    const responses: Response[] = [];
    phone.on('response', (response) => responses.push(response));
    await phone.reload();
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await phone.reload();
    await phone.waitForLoadState('load');
    const graphql = () => responses.filter((response) => response.url().includes('/graphql'));
    await expect.poll(() => graphql().length).toBeGreaterThan(0);
    expect(graphql().filter((response) => response.fromServiceWorker())).toEqual([]);
    // What the worker answered: built assets from its cache, and the page itself passed through.
    const fromWorker = responses
      .filter((response) => response.fromServiceWorker() && response.request().resourceType() !== 'document')
      .map((response) => new URL(response.url()));
    expect(fromWorker.some((url) => url.pathname.startsWith('/_next/static/'))).toBe(true);
    expect(fromWorker.filter((url) => !url.pathname.startsWith('/_next/static/'))).toEqual([]);
    const cached = await phone.evaluate(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
      );
      return keys.flat().map((request) => new URL(request.url).pathname);
    });
    expect(cached).toContain('/offline.html');
    expect(cached.filter((p) => !p.startsWith('/_next/static/') && !p.startsWith('/icons/'))).toEqual([
      '/offline.html',
    ]);

    // Offline, a page shows the offline page, in the reader's language.
    await phone.context().setOffline(true);
    await phone.goto(`${webUrl}/ladder`);
    await phone.getByTestId('offline').waitFor();
    expect(await phone.locator('section:not([hidden]) h1').textContent()).toBe('You are offline');
    await shot(phone, 'install-offline-phone.png', { fullPage: true });
    expect(await audit(phone, 'offline page')).toEqual([]);
    await phone.context().setOffline(false);

    for (const locale of ['it', 'fr']) {
      const reader = await page(1440, 900, locale);
      await reader.goto(`${webUrl}/`);
      await reader.evaluate(async () => navigator.serviceWorker.ready);
      await reader.context().setOffline(true);
      await reader.goto(`${webUrl}/ladder`);
      expect(await reader.locator('section:not([hidden]) h1').textContent()).toBe(
        locale === 'it' ? 'Sei offline' : 'Vous êtes hors ligne',
      );
      await shot(reader, `install-offline-${locale}-desk.png`);
      await reader.context().setOffline(false);
    }
  });
});
