import type { OptionDescriptor, ParsedOptions } from '../../core/game.js';
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

export const DEFAULT_OPTIONS: CartagenaOptions = {
  story: 'escape',
  tiles: 6,
  tunnelTiles: 3,
  jungleTiles: 3,
  pirates: 6,
  drawRule: 'classic',
  filibuster: false,
  blackMagicWoman: false,
  reversibleTiles: true,
  layout: null,
};

export const OPTION_DESCRIPTORS: readonly OptionDescriptor[] = [
  {
    name: 'story',
    kind: 'choice',
    choices: ['escape', 'jungle', 'full'],
    default: 'escape',
    description:
      'escape: from the prison through the tunnel to the boat; jungle: from the half-sunk boat across Tortuga to the den; full: both, with the boat sailing between them.',
  },
  {
    name: 'tiles',
    kind: 'integer',
    min: 4,
    max: 8,
    default: 6,
    description: 'Path tiles (escape or jungle); 5–6 recommended.',
  },
  {
    name: 'tunnelTiles',
    kind: 'integer',
    min: 3,
    max: 5,
    default: 3,
    description: 'Full story: tunnel tiles.',
  },
  {
    name: 'jungleTiles',
    kind: 'integer',
    min: 3,
    max: 5,
    default: 3,
    description: 'Full story: jungle tiles (tunnel + jungle ≤ 8).',
  },
  { name: 'pirates', kind: 'integer', min: 4, max: 6, default: 6, description: 'Pirates per player.' },
  {
    name: 'drawRule',
    kind: 'choice',
    choices: ['classic', 'morgan', 'both', 'split'],
    default: 'classic',
    description:
      'classic: move your own pirate back to draw; morgan: push an opponent’s pirate forward to draw; both; split: classic in the tunnel, Morgan in the jungle.',
  },
  {
    name: 'filibuster',
    kind: 'boolean',
    default: false,
    description: 'Playing a dark card makes every other player discard down to 7.',
  },
  { name: 'blackMagicWoman', kind: 'boolean', default: false, description: 'Card powers and chest tiles.' },
  {
    name: 'reversibleTiles',
    kind: 'boolean',
    default: true,
    description: 'Randomly laid tiles may be turned 180°.',
  },
  {
    name: 'layout',
    kind: 'json',
    default: null,
    description:
      'Explicit tiles: { tunnel?: [...], jungle?: [...] }, each { tile: 1–8, reversed? } or { symbols: [six symbols] }.',
  },
];

const MAX_TILES = PATH_TILES.length;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A reason an option was refused; readers return it instead of a value. */
class Problem {
  constructor(readonly message: string) {}
}

function readInt(
  raw: Record<string, unknown>,
  name: keyof CartagenaOptions,
  min: number,
  max: number,
): number | Problem {
  const value = raw[name] ?? DEFAULT_OPTIONS[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return new Problem(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function readBoolean(raw: Record<string, unknown>, name: keyof CartagenaOptions): boolean | Problem {
  const value = raw[name] ?? DEFAULT_OPTIONS[name];
  return typeof value === 'boolean' ? value : new Problem(`${name} must be true or false`);
}

function readChoice<T extends string>(
  raw: Record<string, unknown>,
  name: keyof CartagenaOptions,
  choices: readonly T[],
): T | Problem {
  const value = raw[name] ?? DEFAULT_OPTIONS[name];
  return choices.includes(value as T)
    ? (value as T)
    : new Problem(`${name} must be one of ${choices.join(', ')}`);
}

function parseTileSpec(spec: unknown, where: string): TileSpec | string {
  if (!isRecord(spec)) return `${where} must be an object`;
  if ('symbols' in spec) {
    const symbols = spec['symbols'];
    if (
      !Array.isArray(symbols) ||
      symbols.length !== SQUARES_PER_TILE ||
      new Set(symbols).size !== SQUARES_PER_TILE ||
      !symbols.every((s) => SYMBOLS.includes(s as CartagenaSymbol))
    ) {
      return `${where}.symbols must list each of the six symbols once`;
    }
    return { symbols: symbols as CartagenaSymbol[] };
  }
  const tile = spec['tile'];
  const reversed = spec['reversed'] ?? false;
  if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 1 || tile > MAX_TILES) {
    return `${where}.tile must be an integer from 1 to ${MAX_TILES}`;
  }
  if (typeof reversed !== 'boolean') return `${where}.reversed must be true or false`;
  return { tile, reversed };
}

function parseLayout(
  raw: unknown,
  story: Story,
  tunnelCount: number,
  jungleCount: number,
): CartagenaLayout | null | string {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) return 'layout must be an object';
  const sections: { name: 'tunnel' | 'jungle'; count: number }[] = [];
  if (story !== 'jungle') sections.push({ name: 'tunnel', count: tunnelCount });
  if (story !== 'escape') sections.push({ name: 'jungle', count: jungleCount });
  const layout: { tunnel?: TileSpec[]; jungle?: TileSpec[] } = {};
  const numbered = new Set<number>();
  for (const { name, count } of sections) {
    const list = raw[name];
    if (!Array.isArray(list) || list.length !== count) return `layout.${name} must list ${count} tiles`;
    const specs: TileSpec[] = [];
    for (let i = 0; i < list.length; i++) {
      const spec = parseTileSpec(list[i], `layout.${name}[${i}]`);
      if (typeof spec === 'string') return spec;
      if ('tile' in spec) {
        if (numbered.has(spec.tile)) return `layout uses tile ${spec.tile} twice`;
        numbered.add(spec.tile);
      }
      specs.push(spec);
    }
    layout[name] = specs;
  }
  return layout;
}

export function parseOptions(raw: unknown, players: number): ParsedOptions<CartagenaOptions> {
  if (!Number.isInteger(players) || players < 2 || players > 5) {
    return { ok: false, message: 'Cartagena is played by 2 to 5 players' };
  }
  const input = raw ?? {};
  if (!isRecord(input)) return { ok: false, message: 'options must be an object' };
  const known = new Set(Object.keys(DEFAULT_OPTIONS));
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length > 0) return { ok: false, message: `unknown option ${unknown.join(', ')}` };

  const story = readChoice(input, 'story', ['escape', 'jungle', 'full'] as const);
  const tiles = readInt(input, 'tiles', 4, MAX_TILES);
  const tunnelTiles = readInt(input, 'tunnelTiles', 3, MAX_TILES - 3);
  const jungleTiles = readInt(input, 'jungleTiles', 3, MAX_TILES - 3);
  const pirates = readInt(input, 'pirates', 4, 6);
  const drawRule = readChoice(input, 'drawRule', ['classic', 'morgan', 'both', 'split'] as const);
  const filibuster = readBoolean(input, 'filibuster');
  const blackMagicWoman = readBoolean(input, 'blackMagicWoman');
  const reversibleTiles = readBoolean(input, 'reversibleTiles');
  if (story instanceof Problem) return { ok: false, message: story.message };
  if (tiles instanceof Problem) return { ok: false, message: tiles.message };
  if (tunnelTiles instanceof Problem) return { ok: false, message: tunnelTiles.message };
  if (jungleTiles instanceof Problem) return { ok: false, message: jungleTiles.message };
  if (pirates instanceof Problem) return { ok: false, message: pirates.message };
  if (drawRule instanceof Problem) return { ok: false, message: drawRule.message };
  if (filibuster instanceof Problem) return { ok: false, message: filibuster.message };
  if (blackMagicWoman instanceof Problem) return { ok: false, message: blackMagicWoman.message };
  if (reversibleTiles instanceof Problem) return { ok: false, message: reversibleTiles.message };
  if (story === 'full' && tunnelTiles + jungleTiles > MAX_TILES) {
    return {
      ok: false,
      message: `the full story uses at most ${MAX_TILES} tiles in all (tunnelTiles + jungleTiles)`,
    };
  }
  const layout = parseLayout(
    input['layout'],
    story,
    story === 'full' ? tunnelTiles : tiles,
    story === 'full' ? jungleTiles : tiles,
  );
  if (typeof layout === 'string') return { ok: false, message: layout };
  return {
    ok: true,
    options: {
      story,
      tiles,
      tunnelTiles,
      jungleTiles,
      pirates,
      drawRule,
      filibuster,
      blackMagicWoman,
      reversibleTiles,
      layout,
    },
  };
}
