import type { MetadataRoute } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { BACKGROUND_COLOR, THEME_COLOR } from '@/lib/theme';

/**
 * The web app manifest (/manifest.webmanifest): installed to a home screen, Brethren opens in its
 * own window at the lobby, with the mark as its icon (maskable for launchers that crop).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations('common');
  return {
    id: '/',
    name: 'Brethren',
    short_name: 'Brethren',
    description: t('meta.description'),
    lang: await getLocale(),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['games'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
