import { useLocale, useTranslations } from 'next-intl';
import type { JSX } from 'react';
import { seatFill, type Section } from './data';
import { explains } from '../shared/explain/explains';
import { listOf } from '../shared/words';

/**
 * Pirate's Cove's pieces in SVG, each drawn around (0, 0) so it can be placed with a translate and
 * scaled: ships (players, Legendary Pirates, the Royal Navy), the fort, island emblems, dice,
 * coins, chests, stars and a card back.
 */

type Place = { x?: number; y?: number; scale?: number };

function at({ x = 0, y = 0, scale = 1 }: Place): string {
  return `translate(${x} ${y}) scale(${scale})`;
}

/** A player's ship in its seat colour: about 30 wide and 28 tall. */
export function ShipShape({ colour, ...place }: { colour: string } & Place) {
  const sail = seatFill(colour);
  return (
    <g transform={at(place)} className="pc-ship">
      <ellipse cx="0" cy="11.5" rx="15" ry="2.4" fill="#0b2233" opacity="0.35" />
      <path d="M-15 2 L15 2 L11 10 L-11 10 Z" fill="#6b4423" stroke="#2a1a0c" strokeWidth="1.3" />
      <path d="M-13 4.5 L13 4.5" stroke="#caa46a" strokeWidth="0.9" opacity="0.7" />
      <line x1="0" y1="2" x2="0" y2="-15" stroke="#2a1a0c" strokeWidth="1.8" />
      <path d="M1 -14 Q10 -8 1 -1 Z" fill={sail} stroke="#2a1a0c" strokeWidth="1.1" />
      <path d="M-1 -12 Q-9 -7 -1 -2 Z" fill={sail} stroke="#2a1a0c" strokeWidth="1.1" />
      <path d="M0 -15 L6 -17 L0 -19 Z" fill={sail} stroke="#2a1a0c" strokeWidth="0.8" />
    </g>
  );
}

/** A Legendary Pirate's black ship with the skull on its sail. */
export function LegendShape(place: Place) {
  return (
    <g transform={at(place)} className="pc-legend-ship">
      <ellipse cx="0" cy="11.5" rx="16" ry="2.4" fill="#0b2233" opacity="0.4" />
      <path d="M-16 2 L16 2 L12 10 L-12 10 Z" fill="#1d1a17" stroke="#000" strokeWidth="1.2" />
      <line x1="0" y1="2" x2="0" y2="-17" stroke="#000" strokeWidth="1.8" />
      <path d="M-10 -14 L10 -14 Q12 -7 10 0 L-10 0 Q-12 -7 -10 -14 Z" fill="#2b2622" stroke="#000" />
      <circle cx="0" cy="-8.5" r="3.4" fill="#f3e6c4" />
      <rect x="-2" y="-6.5" width="4" height="2.4" rx="0.6" fill="#f3e6c4" />
      <circle cx="-1.2" cy="-8.8" r="0.9" fill="#2b2622" />
      <circle cx="1.2" cy="-8.8" r="0.9" fill="#2b2622" />
      <path d="M-5 -2.5 L5 -1 M5 -2.5 L-5 -1" stroke="#f3e6c4" strokeWidth="1" />
      <path d="M0 -17 L7 -19 L0 -21 Z" fill="#000" />
    </g>
  );
}

/** The Royal Navy's frigate: dark blue hull, white sails, a red cross. */
export function NavyShape(place: Place) {
  return (
    <g transform={at(place)} className="pc-navy-ship">
      <ellipse cx="0" cy="11.5" rx="17" ry="2.4" fill="#0b2233" opacity="0.4" />
      <path d="M-17 2 L17 2 L13 10 L-13 10 Z" fill="#1d3557" stroke="#0a1626" strokeWidth="1.2" />
      <path d="M-15 5 L15 5" stroke="#e2b43c" strokeWidth="1.2" />
      <line x1="-6" y1="2" x2="-6" y2="-15" stroke="#0a1626" strokeWidth="1.6" />
      <line x1="6" y1="2" x2="6" y2="-17" stroke="#0a1626" strokeWidth="1.6" />
      <rect
        x="-11"
        y="-13"
        width="10"
        height="12"
        rx="1.5"
        fill="#fbf6ea"
        stroke="#0a1626"
        strokeWidth="0.9"
      />
      <rect x="1" y="-15" width="10" height="14" rx="1.5" fill="#fbf6ea" stroke="#0a1626" strokeWidth="0.9" />
      <path d="M6 -13 V-3 M2.5 -8 H9.5" stroke="#b3202a" strokeWidth="2" />
      <path d="M6 -17 L12 -19 L6 -21 Z" fill="#b3202a" />
    </g>
  );
}

/** The solo fort on Cannon Island: a stone tower with a cannon for each one left. */
export function FortShape({ cannons, ...place }: { cannons: number } & Place) {
  return (
    <g transform={at(place)} className="pc-fort">
      <path
        d="M-14 12 L-14 -6 L-10 -6 L-10 -10 L-6 -10 L-6 -6 L-2 -6 L-2 -10 L2 -10 L2 -6 L6 -6 L6 -10 L10 -10 L10 -6 L14 -6 L14 12 Z"
        fill="#9c9486"
        stroke="#3b352c"
        strokeWidth="1.3"
      />
      <path d="M-3 12 V5 Q0 2 3 5 V12 Z" fill="#3b352c" />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={-12 + i * 9}
          y={-3}
          width={6}
          height={3.5}
          rx={1.2}
          fill={i < cannons ? '#1d1a17' : 'none'}
          stroke="#1d1a17"
          strokeWidth="0.8"
          strokeDasharray={i < cannons ? undefined : '1.5 1'}
        />
      ))}
    </g>
  );
}

/** A gold doubloon. */
export function CoinShape(place: Place) {
  return (
    <g transform={at(place)}>
      <circle r="6" fill="#e2b43c" stroke="#8a6414" strokeWidth="1.2" />
      <circle r="3.6" fill="none" stroke="#8a6414" strokeWidth="0.8" />
    </g>
  );
}

/** A treasure chest. */
export function ChestShape(place: Place) {
  return (
    <g transform={at(place)}>
      <path d="M-7 -1 L-7 -3 Q0 -8.5 7 -3 L7 -1 Z" fill="#8a4b1f" stroke="#3b2410" strokeWidth="0.9" />
      <rect
        x="-7"
        y="-1"
        width="14"
        height="7.5"
        rx="0.8"
        fill="#9a5a2a"
        stroke="#3b2410"
        strokeWidth="0.9"
      />
      <rect x="-1.6" y="-2.5" width="3.2" height="3.6" rx="0.6" fill="#e2b43c" />
    </g>
  );
}

/** A fame star. */
export function StarShape({ fill = '#c9a45c', ...place }: { fill?: string } & Place) {
  return (
    <g transform={at(place)}>
      <path
        d="M0 -7 L2 -2.2 L7 -2.2 L3 1 L4.5 6 L0 3 L-4.5 6 L-3 1 L-7 -2.2 L-2 -2.2 Z"
        fill={fill}
        stroke="#6b4a12"
        strokeWidth="0.9"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A Tavern card back. */
export function CardBackShape(place: Place) {
  return (
    <g transform={at(place)}>
      <rect x="-5" y="-7" width="10" height="14" rx="1.5" fill="#3e6b3a" stroke="#1e3a1c" strokeWidth="0.9" />
      <path d="M-2.5 -3 L2.5 3 M2.5 -3 L-2.5 3" stroke="#e2b43c" strokeWidth="1" />
    </g>
  );
}

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function pipsPath(value: number, cx: number, cy: number): string {
  return (PIPS[value] ?? [])
    .map(([dx, dy]) => {
      const x = cx + dx * 4.2 - 1.6;
      const y = cy + dy * 4.2;
      return `M${x} ${y}a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0 -3.2 0`;
    })
    .join('');
}

/** A die face, 16×16 centred on (x, y): two nodes, a hit drawn red. */
export function DieShape({
  value,
  hit,
  x = 0,
  y = 0,
}: {
  value: number;
  hit: boolean;
  x?: number;
  y?: number;
}) {
  return (
    <>
      <rect x={x - 8} y={y - 8} width="16" height="16" rx="3.5" className={hit ? 'pc-die hit' : 'pc-die'} />
      <path d={pipsPath(value, x, y)} className={hit ? 'pc-pips hit' : 'pc-pips'} />
    </>
  );
}

/**
 * Dice as an inline SVG row, with the value of each die and the hits they score (those drawn red) in
 * words, for screen readers and for a tap.
 */
export function DiceRow({
  dice,
  hitOn,
  size = 22,
}: {
  dice: readonly number[];
  hitOn: number | null;
  size?: number;
}) {
  const t = useTranslations('piratesCove');
  const locale = useLocale();
  if (dice.length === 0) return null;
  const step = 20;
  const rolled = { count: dice.length, dice: listOf(dice.map(String), locale) };
  const said =
    hitOn === null
      ? t('pieces.dice', rolled)
      : t('pieces.diceHits', { ...rolled, hitOn, hits: dice.filter((value) => value >= hitOn).length });
  return (
    <svg
      className="pc-dice"
      width={(dice.length * step * size) / 18}
      height={size}
      viewBox={`0 -9 ${dice.length * step} 18`}
      aria-label={said}
      {...explains(said, 'img')}
    >
      {dice.map((value, i) => (
        <DieShape key={i} value={value} hit={hitOn !== null && value >= hitOn} x={i * step + 9} y={0} />
      ))}
    </svg>
  );
}

/** Island emblems, each in a 24×24 box: 1 mug, 2 hull, 3 sail, 4 cannon, 5 crew, 6 chest, 0 anchor. */
const EMBLEMS: Readonly<Record<number, () => JSX.Element>> = {
  0: () => (
    <g fill="none" stroke="#e2c98a" strokeWidth="2.4" strokeLinecap="round">
      <circle cx="0" cy="-8" r="2.6" />
      <path d="M0 -5.5 V9 M-5 -2 H5 M-9 2 Q-8 10 0 9 Q8 10 9 2" />
    </g>
  ),
  1: () => (
    <g>
      <rect x="-7" y="-7" width="11" height="15" rx="2" fill="#e2b43c" stroke="#5b3a12" strokeWidth="1.4" />
      <path d="M4 -3 Q9 -3 9 1.5 Q9 5 4 5" fill="none" stroke="#5b3a12" strokeWidth="1.8" />
      <path
        d="M-7.5 -7 Q-5 -11 -1.5 -8.5 Q1 -11.5 4.5 -7.5 Z"
        fill="#fbf6ea"
        stroke="#5b3a12"
        strokeWidth="1"
      />
    </g>
  ),
  2: () => (
    <g>
      <path d="M-11 -3 L11 -3 L7 7 L-7 7 Z" fill="#8a5a2b" stroke="#3b2410" strokeWidth="1.4" />
      <path d="M-10 0 H10 M-8.5 3.5 H8.5" stroke="#3b2410" strokeWidth="0.9" />
      <circle cx="-8" cy="-6.5" r="1.6" fill="#3b2410" />
      <rect x="3" y="-10" width="3" height="7" fill="#5b3a12" />
    </g>
  ),
  3: () => (
    <g>
      <line x1="-4" y1="-11" x2="-4" y2="10" stroke="#3b2410" strokeWidth="1.8" />
      <path d="M-3 -10 Q9 -3 -3 8 Z" fill="#fbf6ea" stroke="#3b2410" strokeWidth="1.3" />
      <path d="M-9 10 H4" stroke="#3b2410" strokeWidth="2" />
    </g>
  ),
  4: () => (
    <g>
      <path d="M-10 -1 L6 -6 L8 -1 L-8 4 Z" fill="#2b2622" stroke="#000" strokeWidth="1" />
      <circle cx="-3" cy="5" r="4.5" fill="#8a5a2b" stroke="#3b2410" strokeWidth="1.3" />
      <circle cx="9" cy="-6" r="1.8" fill="#2b2622" />
      <circle cx="-3" cy="5" r="1.2" fill="#3b2410" />
    </g>
  ),
  5: () => (
    <g>
      <circle cx="0" cy="2" r="6.5" fill="#e8c39e" stroke="#5b3a12" strokeWidth="1.2" />
      <path d="M-11 -2 Q0 -13 11 -2 Q0 -5 -11 -2 Z" fill="#2b2622" />
      <path d="M-4 0.5 H-0.5 M1.5 0.5 L4 0.5" stroke="#2b2622" strokeWidth="1.6" />
      <path d="M-3 5 Q0 7 3 5" fill="none" stroke="#5b3a12" strokeWidth="1" />
    </g>
  ),
  6: () => (
    <g>
      <path d="M-10 -1 L-10 -4 Q0 -12 10 -4 L10 -1 Z" fill="#8a4b1f" stroke="#3b2410" strokeWidth="1.2" />
      <rect x="-10" y="-1" width="20" height="11" rx="1" fill="#9a5a2a" stroke="#3b2410" strokeWidth="1.2" />
      <rect x="-2.2" y="-3.5" width="4.4" height="5" rx="0.8" fill="#e2b43c" />
      <circle cx="-6" cy="-6" r="1.5" fill="#e2b43c" />
      <circle cx="6" cy="-6.5" r="1.5" fill="#e2b43c" />
    </g>
  ),
};

export function IslandEmblem({ island, ...place }: { island: number } & Place) {
  const Drawing = EMBLEMS[island] ?? EMBLEMS[0]!;
  return (
    <g transform={at(place)} className="pc-emblem">
      <Drawing />
    </g>
  );
}

/** Section marks for the mat and ship cards, 20×20 around (0, 0). */
export function SectionMark({ section, ...place }: { section: Section } & Place) {
  const island = section === 'sails' ? 3 : section === 'crew' ? 5 : section === 'cannons' ? 4 : 2;
  return <IslandEmblem island={island} {...place} />;
}

/** A parrot, for the mat and the seat list. */
export function ParrotShape({ lost = false, ...place }: { lost?: boolean } & Place) {
  return (
    <g transform={at(place)} opacity={lost ? 0.45 : 1}>
      <path d="M1 -3 Q-7 0 -4.5 8 L-8 12 L-0.5 9.5 Q5 6 5.5 -2 Z" fill="#2f7d4f" />
      <circle cx="3" cy="-6" r="4.5" fill="#2f7d4f" />
      <path d="M6.5 -8 Q11 -7 8 -2.5 L6.8 -4.5 Z" fill="#e2b43c" />
      <circle cx="3.8" cy="-7" r="1.1" fill="#fff" />
      <path d="M-1 0 Q-4.5 3 -2.5 7.5 Q1.5 5 2.5 0 Z" fill="#d14b2f" />
    </g>
  );
}

/** A Mastercraft: a shipwright's hammer on a plank, tilted once damaged. */
export function MastercraftShape({ damaged = false, ...place }: { damaged?: boolean } & Place) {
  return (
    <g transform={`${at(place)} rotate(${damaged ? 28 : 0})`}>
      <rect x="-9" y="-9" width="18" height="18" rx="3" fill="#efe1bd" stroke="#7d6538" strokeWidth="1.2" />
      <path d="M-4 6 L3 -1" stroke="#5b3a12" strokeWidth="2.4" strokeLinecap="round" />
      <rect x="0" y="-6" width="8" height="5" rx="1" transform="rotate(45 4 -3.5)" fill="#4f5d6e" />
    </g>
  );
}

/** A standalone inline SVG for a piece, for text and lists. */
export function PieceIcon({
  kind,
  colour = 'red',
  size = 22,
  label,
}: {
  kind: 'ship' | 'legend' | 'navy' | 'fort' | 'coin' | 'chest' | 'star' | 'card' | 'parrot' | 'mastercraft';
  colour?: string;
  size?: number;
  label?: string;
}) {
  const drawing =
    kind === 'ship' ? (
      <ShipShape colour={colour} />
    ) : kind === 'legend' ? (
      <LegendShape />
    ) : kind === 'navy' ? (
      <NavyShape />
    ) : kind === 'fort' ? (
      <FortShape cannons={3} />
    ) : kind === 'coin' ? (
      <CoinShape scale={1.6} />
    ) : kind === 'chest' ? (
      <ChestShape scale={1.5} />
    ) : kind === 'star' ? (
      <StarShape scale={1.5} />
    ) : kind === 'card' ? (
      <CardBackShape scale={1.3} />
    ) : kind === 'parrot' ? (
      <ParrotShape />
    ) : (
      <MastercraftShape />
    );
  return (
    <svg
      width={size}
      height={size}
      viewBox="-17 -20 34 34"
      className="pc-icon"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {drawing}
    </svg>
  );
}

/** Section values as small emblems with numbers ("✕" for a section shot away). */
export function SectionValues({
  values,
  label,
}: {
  values: Readonly<Partial<Record<Section, number | null>>>;
  label?: string;
}) {
  const t = useTranslations('piratesCove');
  const locale = useLocale();
  const shown = (['sails', 'crew', 'cannons', 'hull'] as const).filter(
    (section) => values[section] !== undefined,
  );
  const text = listOf(
    shown.map((section) => {
      const value = values[section];
      return value === null || value === undefined
        ? t('pieces.sectionLost', { section })
        : t('pieces.section', { section, value });
    }),
    locale,
  );
  const said = label ? t('pieces.labelled', { label, values: text }) : text;
  return (
    <span className="pc-secvals" aria-label={said} title={text} {...explains(said, 'img')}>
      {shown.map((section) => (
        <span key={section} className={values[section] === null ? 'lost' : undefined}>
          <svg width="16" height="16" viewBox="-12 -12 24 24" aria-hidden="true">
            <SectionMark section={section} />
          </svg>
          {values[section] === null ? '✕' : values[section]}
        </span>
      ))}
    </span>
  );
}
