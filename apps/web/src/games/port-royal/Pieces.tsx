import type {
  PortRoyalColour,
  PortRoyalCrewCardView,
  PortRoyalGood,
  PortRoyalLootCardView,
} from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import { lootName, specialName } from './describe';
import { motionKey } from './motions';

/**
 * Port Royal's pieces drawn in SVG: loot cards (the four goods and the grey specials), crew cards
 * (four captains' colours and the ghosts), prisoner cards, the pirate pawn, the debt cubes, the
 * trump flags and the white stones. Every drawing is placed by its top-left corner or centre and
 * sized by its caller, so the display, the trick, the ships and the hand share them.
 */

export const GOOD_FILL: Readonly<Record<PortRoyalGood, string>> = {
  biscuits: '#c8731f',
  tobacco: '#5f8f2f',
  rum: '#17807c',
  gunpowder: '#7d5fae',
};
export const GOOD_LIGHT: Readonly<Record<PortRoyalGood, string>> = {
  biscuits: '#f6dcbd',
  tobacco: '#dcebc6',
  rum: '#c6e9e6',
  gunpowder: '#e3d9f1',
};
export const SPECIAL_FILL = '#6f767e';

export const CREW_FILL: Readonly<Record<PortRoyalColour, string>> = {
  red: '#b3261e',
  blue: '#235bb0',
  green: '#237a45',
  black: '#26231f',
};
const GHOST_FILL = '#e6edf2';
const GHOST_INK = '#45576a';

/** Each captain's colour also has its own emblem, so colours never rest on hue alone. */
export function Emblem({
  colour,
  x,
  y,
  size = 8,
  fill = '#fff',
}: {
  colour: PortRoyalColour;
  x: number;
  y: number;
  size?: number;
  fill?: string;
}) {
  const r = size / 2;
  switch (colour) {
    case 'red':
      return <circle cx={x} cy={y} r={r} fill={fill} />;
    case 'blue':
      return (
        <path d={`M${x} ${y - r * 1.2} L${x + r} ${y} L${x} ${y + r * 1.2} L${x - r} ${y} Z`} fill={fill} />
      );
    case 'green':
      return (
        <path
          d={`M${x} ${y - r * 1.1} L${x + r * 1.1} ${y + r * 0.9} L${x - r * 1.1} ${y + r * 0.9} Z`}
          fill={fill}
        />
      );
    case 'black':
      return <rect x={x - r * 0.9} y={y - r * 0.9} width={r * 1.8} height={r * 1.8} fill={fill} />;
  }
}

/** Nine docking holes of a ship's biscuit, as one path of small circles. */
const BISCUIT_HOLES = [-4.5, 0, 4.5]
  .flatMap((x) => [-4.5, 0, 4.5].map((y) => `M${x - 1.2} ${y}a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0Z`))
  .join('');

/** A good's symbol in a 24×24 box centred on (0, 0): hardtack, a leaf, a bottle, a keg. */
export function GoodIcon({
  good,
  x = 0,
  y = 0,
  scale = 1,
  color,
}: {
  good: PortRoyalGood;
  x?: number;
  y?: number;
  scale?: number;
  color?: string;
}) {
  const ink = color ?? GOOD_FILL[good];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={ink} aria-hidden="true">
      {good === 'biscuits' ? (
        <>
          <rect x="-9" y="-9" width="18" height="18" rx="3.5" />
          <path d={BISCUIT_HOLES} fill="#fff" opacity="0.75" />
        </>
      ) : good === 'tobacco' ? (
        <>
          <path d="M0 -11 C 9 -6 9 6 0 11 C -9 6 -9 -6 0 -11 Z" />
          <path
            d="M0 -8 V 10 M0 -3 L4 -6 M0 -3 L-4 -6 M0 2 L4.5 -1 M0 2 L-4.5 -1 M0 6 L3.5 4 M0 6 L-3.5 4"
            stroke="#fff"
            strokeOpacity="0.7"
            strokeWidth="1"
            fill="none"
          />
        </>
      ) : good === 'rum' ? (
        <>
          <rect x="-2" y="-11.5" width="4" height="6" rx="0.8" />
          <path d="M-2 -6 Q-7.5 -4 -7.5 0.5 L-7.5 9 Q-7.5 11.5 -5 11.5 L5 11.5 Q7.5 11.5 7.5 9 L7.5 0.5 Q7.5 -4 2 -6 Z" />
          <rect x="-5" y="1" width="10" height="6" rx="1" fill="#fff" opacity="0.75" />
        </>
      ) : (
        <>
          <path d="M-7 -10 Q-9.5 0 -7 10 L7 10 Q9.5 0 7 -10 Z" />
          <path d="M-8.2 -5 H8.2 M-8.9 5 H8.9" stroke="#fff" strokeOpacity="0.7" strokeWidth="1.4" />
          <path d="M2 -10 Q4 -13 7 -12.5" stroke={ink} strokeWidth="1.3" fill="none" />
          <circle cx="7.5" cy="-12.5" r="1.4" fill="#e8a33a" />
        </>
      )}
    </g>
  );
}

/** A special card's text on two lines at most. */
function specialLines(special: string, t: Translator<'portRoyal'>): string[] {
  if (special === 'remove' || special === 'move') return t(`cards.drawn.${special}`).split('\n');
  if (special === 'maxPlus5' || special === 'maxMinus5') return specialName(special, t).split(' ');
  return [specialName(special, t)];
}

/** The short label of a loot card on a small chip: its tons, or the special's mark. */
export function chipLabel(card: PortRoyalLootCardView, t: Translator<'portRoyal'>): string {
  if (card.good) return String(card.tons);
  switch (card.special) {
    case 'maxPlus5':
    case 'maxMinus5':
    case 'remove':
    case 'move':
      return t(`cards.chip.${card.special}`);
    default:
      return specialName(card.special ?? '', t);
  }
}

/** A loot card, full size (about 58 × 80): value, good and symbol, or the special's text. */
export function LootCard({
  card,
  x,
  y,
  width = 58,
  height = 80,
}: {
  card: PortRoyalLootCardView;
  x: number;
  y: number;
  width?: number;
  height?: number;
}) {
  const t = useTranslations('portRoyal');
  const cx = x + width / 2;
  const k = width / 58;
  if (card.good) {
    const caption = t(`goodsShort.${card.good}`);
    return (
      <g className="pr-loot-card" data-loot={card.id}>
        <rect x={x} y={y} width={width} height={height} rx={6 * k} fill={GOOD_LIGHT[card.good]} />
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          rx={6 * k}
          fill="none"
          stroke={GOOD_FILL[card.good]}
          strokeWidth={3 * k}
        />
        <text
          x={cx}
          y={y + 27 * k}
          textAnchor="middle"
          className="pr-card-value"
          fontSize={23 * k}
          fill={GOOD_FILL[card.good]}
        >
          {card.tons}
        </text>
        <GoodIcon good={card.good} x={cx} y={y + 46 * k} scale={0.95 * k} />
        <text
          x={cx}
          y={y + 72 * k}
          textAnchor="middle"
          className="pr-card-caption"
          fontSize={(caption.length > 8 ? 7.5 : caption.length > 7 ? 8 : 9.5) * k}
        >
          {caption}
        </text>
      </g>
    );
  }
  const lines = specialLines(card.special ?? '', t);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = (longest > 6 ? 10.5 : longest > 5 ? 12 : lines.length > 1 ? 14 : longest > 3 ? 16 : 22) * k;
  return (
    <g className="pr-loot-card special" data-loot={card.id}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={6 * k}
        fill={SPECIAL_FILL}
        stroke="#3b3f44"
        strokeWidth={2 * k}
      />
      <rect
        x={x + 4 * k}
        y={y + 4 * k}
        width={width - 8 * k}
        height={height - 8 * k}
        rx={4 * k}
        fill="none"
        stroke="#c9ced3"
        strokeOpacity="0.6"
        strokeDasharray={`${3 * k} ${2 * k}`}
      />
      {lines.map((line, i) => (
        <text
          key={line}
          x={cx}
          y={y + height / 2 + (i - (lines.length - 1) / 2) * size * 1.1 + size * 0.35}
          textAnchor="middle"
          className="pr-card-value"
          fontSize={size}
          fill="#fff"
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/** A small loot chip as loaded on a ship (about 22 × 29). */
export function LootChip({
  card,
  x,
  y,
  width = 22,
  height = 29,
}: {
  card: PortRoyalLootCardView;
  x: number;
  y: number;
  width?: number;
  height?: number;
}) {
  const t = useTranslations('portRoyal');
  const label = chipLabel(card, t);
  const fill = card.good ? GOOD_FILL[card.good] : SPECIAL_FILL;
  return (
    <g className="pr-chip" data-loot={card.id} data-motion={motionKey.loot(card.id)}>
      <title>{lootName(card.id, t)}</title>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={3}
        fill={fill}
        stroke="#2a2118"
        strokeOpacity="0.5"
      />
      <text
        x={x + width / 2}
        y={y + height / 2 + 4}
        textAnchor="middle"
        className="pr-chip-text"
        fontSize={label.length > 2 ? 8.5 : 12}
      >
        {label}
      </text>
    </g>
  );
}

/** A prisoner card: face down (value null) or, to its owner, face up with its value. */
export function PrisonerCard({
  x,
  y,
  value,
  width = 22,
  height = 29,
}: {
  x: number;
  y: number;
  value: number | null;
  width?: number;
  height?: number;
}) {
  const t = useTranslations('portRoyal');
  return (
    <g className="pr-prisoner">
      <title>{value === null ? t('cards.prisonerFaceDown') : t('cards.prisoner', { value })}</title>
      <rect x={x} y={y} width={width} height={height} rx={3} fill="#5b3a22" stroke="#2a1a0c" />
      {[0.3, 0.5, 0.7].map((f) => (
        <line
          key={f}
          x1={x + width * f}
          x2={x + width * f}
          y1={y + 3}
          y2={y + height - 3}
          stroke="#d8c08a"
          strokeOpacity={value === null ? 0.8 : 0.35}
          strokeWidth="1.4"
        />
      ))}
      {value !== null ? (
        <text
          x={x + width / 2}
          y={y + height / 2 + 4.5}
          textAnchor="middle"
          className="pr-chip-text"
          fontSize="13"
        >
          {value}
        </text>
      ) : null}
    </g>
  );
}

/** A crew card (about 58 × 80): the captain's colour with emblem and value, or a pale ghost. */
export function CrewCard({
  card,
  x = 0,
  y = 0,
  width = 58,
  height = 80,
  trump = false,
  cornerValue = true,
}: {
  card: PortRoyalCrewCardView;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  trump?: boolean;
  /** The value in the corner too, besides the large one. */
  cornerValue?: boolean;
}) {
  const t = useTranslations('portRoyal');
  const k = width / 58;
  const cx = x + width / 2;
  const colour = card.colour;
  const fill = colour ? CREW_FILL[colour] : GHOST_FILL;
  const ink = colour ? '#fff' : GHOST_INK;
  return (
    <g className="pr-crew-card" data-crew={card.id}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={6 * k}
        fill={fill}
        stroke="#1d1712"
        strokeWidth={1.5 * k}
      />
      <rect
        x={x + 3.5 * k}
        y={y + 3.5 * k}
        width={width - 7 * k}
        height={height - 7 * k}
        rx={4 * k}
        fill="none"
        stroke={ink}
        strokeOpacity="0.45"
      />
      {/* The caption first, as the card's name reads ("red 2"): the page's text follows it. */}
      <text
        x={cx}
        y={y + height - 8 * k}
        textAnchor="middle"
        className="pr-card-caption"
        fontSize={8.5 * k}
        fill={ink}
      >
        {colour ? t(`colours.${colour}`) : t('cards.ghostCaption')}
      </text>{' '}
      {cornerValue ? (
        <text
          x={x + 9 * k}
          y={y + 17 * k}
          textAnchor="middle"
          className="pr-card-value"
          fontSize={12 * k}
          fill={ink}
        >
          {card.value}
        </text>
      ) : null}
      {colour ? <Emblem colour={colour} x={x + 9 * k} y={y + 25 * k} size={7 * k} fill={ink} /> : null}
      {colour ? (
        <text
          x={cx}
          y={y + 52 * k}
          textAnchor="middle"
          className="pr-card-value"
          fontSize={30 * k}
          fill={ink}
        >
          {card.value}
        </text>
      ) : (
        <g transform={`translate(${cx} ${y + 44 * k}) scale(${k})`} fill={GHOST_INK}>
          <path
            d="M-12 14 L-12 -4 Q-12 -18 0 -18 Q12 -18 12 -4 L12 14 L8 10 L4 14 L0 10 L-4 14 L-8 10 Z"
            opacity="0.85"
          />
          <circle cx="-4.5" cy="-6" r="2.6" fill={GHOST_FILL} />
          <circle cx="4.5" cy="-6" r="2.6" fill={GHOST_FILL} />
          <text x="0" y="8" textAnchor="middle" className="pr-card-value" fontSize="12" fill={GHOST_FILL}>
            {card.value}
          </text>
        </g>
      )}
      {trump ? (
        <g>
          <title>{t('cards.trump')}</title>
          <path
            d={`M${x + width - 9 * k} ${y + 6 * k} l${2.4 * k} ${4.8 * k} l${5.2 * k} ${0.8 * k} l${-3.8 * k} ${3.7 * k} l${0.9 * k} ${5.2 * k} l${-4.7 * k} ${-2.5 * k} l${-4.7 * k} ${2.5 * k} l${0.9 * k} ${-5.2 * k} l${-3.8 * k} ${-3.7 * k} l${5.2 * k} ${-0.8 * k} Z`}
            fill="#f3c94b"
            stroke="#5a4410"
            strokeWidth={0.8 * k}
          />
        </g>
      ) : null}
    </g>
  );
}

/** A crew card as a standalone inline SVG, for the hand and the buttons. */
export function CrewCardIcon({
  card,
  width = 46,
  trump = false,
  cornerValue = true,
}: {
  card: PortRoyalCrewCardView;
  width?: number;
  trump?: boolean;
  cornerValue?: boolean;
}) {
  return (
    <svg
      width={width}
      height={(width * 80) / 58}
      viewBox="-1 -1 60 82"
      aria-hidden="true"
      className="pr-card-icon"
    >
      <CrewCard card={card} trump={trump} cornerValue={cornerValue} />
    </svg>
  );
}

/** A loot card as a standalone inline SVG. */
export function LootCardIcon({ card, width = 34 }: { card: PortRoyalLootCardView; width?: number }) {
  return (
    <svg
      width={width}
      height={(width * 80) / 58}
      viewBox="-1 -1 60 82"
      aria-hidden="true"
      className="pr-card-icon"
    >
      <LootCard card={card} x={0} y={0} />
    </svg>
  );
}

/** The black pirate pawn, 16 wide and 22 tall around (x, y). */
export function PiratePawn({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} className="pr-pawn">
      <ellipse cx="0" cy="10" rx="8.5" ry="2.4" fill="#000" opacity="0.3" />
      <path
        d="M-7.5 10 Q-7.5 1 -3 -1.5 L3 -1.5 Q7.5 1 7.5 10 Z"
        fill="#16120e"
        stroke="#f3e6c4"
        strokeWidth="1"
      />
      <circle cx="0" cy="-6" r="5" fill="#16120e" stroke="#f3e6c4" strokeWidth="1" />
      <path d="M-5.8 -7.5 Q0 -14 5.8 -7.5 Z" fill="#8c2f2b" />
      <circle cx="-1.8" cy="-5.5" r="0.9" fill="#f3e6c4" />
      <circle cx="1.8" cy="-5.5" r="0.9" fill="#f3e6c4" />
    </g>
  );
}

/** A debt cube: the yellow one (debt) or the black one (the bid), `size` wide centred on (x, y). */
export function Cube({
  kind,
  x,
  y,
  size = 11,
}: {
  kind: 'yellow' | 'black';
  x: number;
  y: number;
  size?: number;
}) {
  const s = size / 2;
  const face = kind === 'yellow' ? '#f1c232' : '#1b1b1b';
  const top = kind === 'yellow' ? '#f8dc7a' : '#4a4a4a';
  return (
    <g className={`pr-cube ${kind}`}>
      <path
        d={`M${x - s} ${y - s * 0.6} L${x - s * 0.6} ${y - s} L${x + s} ${y - s} L${x + s * 0.6} ${y - s * 0.6} Z`}
        fill={top}
      />
      <rect
        x={x - s}
        y={y - s * 0.6}
        width={s * 1.6}
        height={s * 1.6}
        fill={face}
        stroke="#1d1712"
        strokeWidth="0.8"
      />
      <path
        d={`M${x + s * 0.6} ${y - s * 0.6} L${x + s} ${y - s} L${x + s} ${y + s * 0.6} L${x + s * 0.6} ${y + s}`}
        fill={kind === 'yellow' ? '#c99b16' : '#000'}
      />
    </g>
  );
}

/** A trump flag in a captain's colour, on a pole at (x, y) (the pole's foot). */
export function Flag({
  colour,
  x,
  y,
  scale = 1,
}: {
  colour: PortRoyalColour;
  x: number;
  y: number;
  scale?: number;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} className="pr-flag">
      <line x1="0" y1="0" x2="0" y2="-22" stroke="#4a3520" strokeWidth="1.6" />
      <path
        d="M0.8 -22 L18 -22 Q15 -17.5 18 -13 L0.8 -13 Z"
        fill={CREW_FILL[colour]}
        stroke="#1d1712"
        strokeWidth="0.6"
      />
      <Emblem colour={colour} x={8.5} y={-17.5} size={5} />
    </g>
  );
}

/** A white stone: the player has shown he lacks a colour this round. */
export function WhiteStone({ x, y, r = 4.5 }: { x: number; y: number; r?: number }) {
  return (
    <circle cx={x} cy={y} r={r} className="pr-white-stone" fill="#fbfbf7" stroke="#6b6255" strokeWidth="1" />
  );
}

/** The red trump marker. */
export function TrumpMarker({ x, y, r = 4.5 }: { x: number; y: number; r?: number }) {
  return (
    <circle cx={x} cy={y} r={r} fill="#d3302a" stroke="#4a0e0b" strokeWidth="1" className="pr-trump-marker" />
  );
}
