import { z } from 'zod';
import { defineOptions, option } from '../../core/options.js';
import { PATH_TILES, SQUARES_PER_TILE, SYMBOLS, type CartagenaSymbol } from './data.js';

/** Which part of the escape is played (S003). */
export type Story = 'escape' | 'jungle' | 'full';
/**
 * How cards are drawn: the classic move back, Morgan's push of an opponent, both, or classic in the
 * tunnel and Morgan in the jungle (S003 gives that split as its example).
 */
export type DrawRule = 'classic' | 'morgan' | 'both' | 'split';

/** One tile of an explicit layout: a numbered tile (1–8, optionally turned 180°) or raw symbols. */
export type TileSpec =
  { readonly tile: number; readonly reversed?: boolean } | { readonly symbols: readonly CartagenaSymbol[] };

export interface CartagenaLayout {
  readonly tunnel?: readonly TileSpec[];
  readonly jungle?: readonly TileSpec[];
}

export interface CartagenaOptions {
  readonly story: Story;
  /** Tiles in the path for the escape or the jungle game (4–8). */
  readonly tiles: number;
  /** Full story: tunnel tiles and jungle tiles (at least 3 each, 8 tiles in the box). */
  readonly tunnelTiles: number;
  readonly jungleTiles: number;
  readonly pirates: number;
  readonly drawRule: DrawRule;
  readonly filibuster: boolean;
  readonly blackMagicWoman: boolean;
  /** DECISION: a randomly laid tile may be turned 180°, reversing its sequence. */
  readonly reversibleTiles: boolean;
  /** An explicit layout; null lays the tiles from the seed. */
  readonly layout: CartagenaLayout | null;
}

const MAX_TILES = PATH_TILES.length;

const tileSpec = z.union([
  z.strictObject({
    tile: z
      .number({ error: `must be a tile from 1 to ${MAX_TILES}` })
      .int()
      .min(1)
      .max(MAX_TILES),
    reversed: z.boolean().default(false),
  }),
  z.strictObject({
    symbols: z
      .array(z.enum(SYMBOLS))
      .length(SQUARES_PER_TILE)
      .refine(
        (symbols) => new Set(symbols).size === SQUARES_PER_TILE,
        'must list each of the six symbols once',
      ),
  }),
]);

const layout = z
  .strictObject({ tunnel: z.array(tileSpec).optional(), jungle: z.array(tileSpec).optional() })
  .nullable();

export const cartagenaOptions = defineOptions<CartagenaOptions>({
  fields: {
    story: option.choice({
      choices: ['escape', 'jungle', 'full'],
      default: 'escape',
      description:
        'escape: from the prison through the tunnel to the boat; jungle: from the half-sunk boat across Tortuga to the den; full: both, with the boat sailing between them.',
    }),
    tiles: option.integer({
      min: 4,
      max: MAX_TILES,
      default: 6,
      description: 'Path tiles (escape or jungle); 5–6 recommended.',
      appliesWhen: { options: { story: ['escape', 'jungle'] } },
    }),
    tunnelTiles: option.integer({
      min: 3,
      max: MAX_TILES - 3,
      default: 3,
      description: 'Full story: tunnel tiles.',
      appliesWhen: { options: { story: ['full'] } },
    }),
    jungleTiles: option.integer({
      min: 3,
      max: MAX_TILES - 3,
      default: 3,
      description: 'Full story: jungle tiles (tunnel + jungle ≤ 8).',
      appliesWhen: { options: { story: ['full'] } },
    }),
    pirates: option.integer({ min: 4, max: 6, default: 6, description: 'Pirates per player.' }),
    drawRule: option.choice({
      choices: ['classic', 'morgan', 'both', 'split'],
      default: 'classic',
      description:
        'classic: move your own pirate back to draw; morgan: push an opponent’s pirate forward to draw; both; split: classic in the tunnel, Morgan in the jungle.',
    }),
    filibuster: option.boolean({
      default: false,
      description: 'Playing a dark card makes every other player discard down to 7.',
    }),
    blackMagicWoman: option.boolean({ default: false, description: 'Card powers and chest tiles.' }),
    reversibleTiles: option.boolean({
      default: true,
      group: 'advanced',
      description: 'Randomly laid tiles may be turned 180°.',
    }),
    layout: option.json<CartagenaLayout | null>({
      schema: layout,
      default: null,
      description:
        'Explicit tiles: { tunnel?: [...], jungle?: [...] }, each { tile: 1–8, reversed? } or { symbols: [six symbols] }.',
    }),
  },
  check: (options) => {
    if (options.story === 'full' && options.tunnelTiles + options.jungleTiles > MAX_TILES)
      return `the full story uses at most ${MAX_TILES} tiles in all (tunnelTiles + jungleTiles)`;
    return options.layout && layoutProblem(options.layout, options);
  },
});

/** Why an explicit layout does not fit the story and tile counts, or null if it does. */
function layoutProblem(layout: CartagenaLayout, options: CartagenaOptions): string | null {
  const sections: { name: 'tunnel' | 'jungle'; count: number }[] = [];
  const full = options.story === 'full';
  if (options.story !== 'jungle')
    sections.push({ name: 'tunnel', count: full ? options.tunnelTiles : options.tiles });
  if (options.story !== 'escape')
    sections.push({ name: 'jungle', count: full ? options.jungleTiles : options.tiles });
  const numbered = new Set<number>();
  for (const { name, count } of sections) {
    const specs = layout[name];
    if (specs?.length !== count) return `layout.${name} must list ${count} tiles`;
    for (const spec of specs) {
      if (!('tile' in spec)) continue;
      if (numbered.has(spec.tile)) return `layout uses tile ${spec.tile} twice`;
      numbered.add(spec.tile);
    }
  }
  return null;
}
