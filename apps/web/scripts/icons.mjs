/**
 * Draws the home-screen icons (public/icons/*.png) from their SVG sources in icons/: the mark at
 * 192 and 512 px on a clear ground, and the maskable one (the mark inside the safe circle, on a
 * full-bleed ground a launcher may crop to any shape). Run after changing a source:
 * `node apps/web/scripts/icons.mjs` (sharp comes with Next.js).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const icons = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['maskable.svg', 192, 'maskable-192.png'],
  ['maskable.svg', 512, 'maskable-512.png'],
];
for (const [source, size, name] of icons) {
  await sharp(path.join(web, 'icons', source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(path.join(web, 'public', 'icons', name));
}
