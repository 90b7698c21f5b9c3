import {
  TORTUGA_EVENT_GROUPS,
  type TortugaEventCard,
  type TortugaNation,
  type TortugaVoteCard,
} from '@brethren/engine/tortuga';
import type { JSX } from 'react';

/**
 * Tortuga 1667's pieces drawn in SVG: pawns in nine seat colours, treasure, the three flags, the
 * vote cards' symbols and an icon for every event card. Symbols fit a 24×24 box centred on (0, 0) so
 * they can be placed with a translate and scaled freely.
 */

/** A seat's pawn colour and the ink that reads on it. */
export const SEAT_COLOURS: readonly { readonly fill: string; readonly ink: string; readonly name: string }[] =
  [
    { fill: '#c0392b', ink: '#fff', name: 'red' },
    { fill: '#2f6fc0', ink: '#fff', name: 'blue' },
    { fill: '#2e9e57', ink: '#fff', name: 'green' },
    { fill: '#e3b11f', ink: '#231a10', name: 'yellow' },
    { fill: '#8e44ad', ink: '#fff', name: 'purple' },
    { fill: '#e07b24', ink: '#231a10', name: 'orange' },
    { fill: '#16a5a5', ink: '#fff', name: 'teal' },
    { fill: '#f3a6c8', ink: '#231a10', name: 'pink' },
    { fill: '#4a4a4a', ink: '#fff', name: 'black' },
  ];

export function seatColour(seat: number): { fill: string; ink: string; name: string } {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] as { fill: string; ink: string; name: string };
}

/** A pawn, about 24 wide and 36 tall around (0, 0), with the seat's number on its coat. */
export function PawnShape({
  seat,
  x = 0,
  y = 0,
  scale = 1,
  ghost = false,
}: {
  seat: number;
  x?: number;
  y?: number;
  scale?: number;
  /** Drawn dashed: a place chosen but not yet taken (brain-burner start). */
  ghost?: boolean;
}) {
  const { fill, ink } = seatColour(seat);
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      className={ghost ? 'pawn-shape ghost' : 'pawn-shape'}
    >
      <ellipse cx="0" cy="16" rx="12" ry="3" fill="#000" opacity="0.25" />
      <path
        d="M-12 16 Q-12 1 -5 -2 L5 -2 Q12 1 12 16 Z"
        fill={fill}
        stroke="#231a10"
        strokeWidth="1.4"
        strokeDasharray={ghost ? '3 2' : undefined}
      />
      <circle cx="0" cy="-9" r="7.5" fill={fill} stroke="#231a10" strokeWidth="1.4" />
      <path d="M-10 -10 Q-8 -13 -5 -13 Q0 -21 5 -13 Q8 -13 10 -10 Q0 -12.5 -10 -10 Z" fill="#231a10" />
      <circle cx="-2.5" cy="-8" r="1.3" fill="#fff" opacity="0.5" />
      <text x="0" y="12" textAnchor="middle" className="pawn-number" fill={ink}>
        {seat + 1}
      </text>
    </g>
  );
}

/** A pawn as a standalone inline SVG (lists, text). */
export function PawnIcon({ seat, size = 20 }: { seat: number; size?: number }) {
  return (
    <svg width={size} height={size * 1.4} viewBox="-14 -22 28 40" aria-hidden="true" className="pawn-icon">
      <PawnShape seat={seat} />
    </svg>
  );
}

/** One treasure: a gold doubloon, 14 across. */
export function Coin({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} className="coin">
      <circle r="7" fill="#e2b43c" stroke="#7a5312" strokeWidth="1.2" />
      <circle r="4.4" fill="none" stroke="#a9771d" strokeWidth="1" />
      <path d="M-1.6 -2.5 L1.6 -2.5 M0 -3.2 L0 3.2 M-1.6 2.5 L1.6 2.5" stroke="#7a5312" strokeWidth="1" />
    </g>
  );
}

/** How a heap of treasure's count is written beside it. */
export function treasureLabel(count: number): string {
  return count === 0 ? '0' : `×${count}`;
}

/** A heap of treasure: up to `max` coins side by side, and the count. */
export function Treasure({
  count,
  x,
  y,
  max = 5,
  spacing = 11,
}: {
  count: number;
  x: number;
  y: number;
  max?: number;
  spacing?: number;
}) {
  const shown = Math.min(count, max);
  return (
    <g className="treasure" data-count={count}>
      {Array.from({ length: shown }, (_, i) => (
        <Coin key={i} x={x + i * spacing} y={y} />
      ))}
      <text x={x + Math.max(shown, 1) * spacing - 2} y={y + 5} className="treasure-count">
        {treasureLabel(count)}
      </text>
    </g>
  );
}

/** A nation's flag, `width` wide (two thirds as tall), top-left at (x, y). */
export function Flag({
  nation,
  x = 0,
  y = 0,
  width = 30,
}: {
  nation: TortugaNation;
  x?: number;
  y?: number;
  width?: number;
}) {
  const s = width / 30;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} className={`flag ${nation}`}>
      {nation === 'british' ? (
        <>
          <rect width="30" height="20" fill="#1f3f8f" />
          <path d="M0 0 L30 20 M30 0 L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0 L30 20 M30 0 L0 20" stroke="#c8102e" strokeWidth="1.4" />
          <path d="M15 0 V20 M0 10 H30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0 V20 M0 10 H30" stroke="#c8102e" strokeWidth="3.4" />
        </>
      ) : nation === 'french' ? (
        <>
          <rect width="30" height="20" fill="#24408e" />
          {[
            [8, 6],
            [22, 6],
            [15, 14],
          ].map(([fx, fy]) => (
            <g key={`${fx}-${fy}`} transform={`translate(${fx} ${fy})`} fill="#e9c350">
              <path d="M0 -4 Q1.8 -1.5 0 2 Q-1.8 -1.5 0 -4 Z" />
              <path d="M-0.6 0 Q-3.8 -2.2 -3.4 1.6 Q-2 0.2 -0.6 1.2 Z" />
              <path d="M0.6 0 Q3.8 -2.2 3.4 1.6 Q2 0.2 0.6 1.2 Z" />
              <rect x="-2.4" y="1.4" width="4.8" height="1.1" />
            </g>
          ))}
        </>
      ) : (
        <>
          <rect width="30" height="6.67" fill="#e8761b" />
          <rect y="6.67" width="30" height="6.67" fill="#fff" />
          <rect y="13.33" width="30" height="6.67" fill="#21468b" />
        </>
      )}
      <rect width="30" height="20" fill="none" stroke="#231a10" strokeWidth="0.8" />
    </g>
  );
}

/** A flag as a standalone inline SVG. */
export function FlagIcon({ nation, width = 24 }: { nation: TortugaNation; width?: number }) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" className="flag-icon">
      <Flag nation={nation} />
    </svg>
  );
}

// ——— Vote symbols ———

export type VoteSymbol = 'cannon' | 'water' | 'torch' | 'skull' | 'helm';

function Cannon() {
  return (
    <g>
      <path d="M-11 -1 L7 -7 Q10 -8 10.5 -5 L11 -3 Q11.5 0 9 0.6 L-9 5 Q-12 5.5 -12 2 Z" fill="#2f2f33" />
      <circle cx="11.2" cy="-4.2" r="1.6" fill="#111" />
      <circle cx="-3" cy="6" r="5" fill="#7a4a22" stroke="#3b2410" strokeWidth="1.2" />
      <circle cx="-3" cy="6" r="1.3" fill="#3b2410" />
      <circle cx="-12" cy="2" r="2" fill="#2f2f33" />
    </g>
  );
}

function Water() {
  return (
    <g>
      <path
        d="M0 -11 C4 -5 8 -1 8 4 A8 7.5 0 0 1 -8 4 C-8 -1 -4 -5 0 -11 Z"
        fill="#2f7fc0"
        stroke="#184d7a"
      />
      <path d="M-4 3 Q-4 7 0 8" fill="none" stroke="#d8ecfb" strokeWidth="1.6" strokeLinecap="round" />
    </g>
  );
}

function Torch() {
  return (
    <g>
      <path d="M-2 -2 L2 -2 L1.2 12 L-1.2 12 Z" fill="#7a4a22" stroke="#3b2410" strokeWidth="0.8" />
      <rect x="-3.5" y="-4" width="7" height="3" rx="1" fill="#5b3a1a" />
      <path d="M0 -13 Q6 -8 4 -4 L-4 -4 Q-6 -8 -1 -11 Q-1 -8 1 -8 Q2 -10 0 -13 Z" fill="#e8621c" />
      <path d="M0 -9 Q3 -6 2 -4 L-2 -4 Q-3 -6 0 -9 Z" fill="#f6d04d" />
    </g>
  );
}

function Skull() {
  return (
    <g>
      <path
        d="M0 -11 Q9 -11 9 -2 Q9 3 5 4.5 L5 8 Q5 9.5 3.5 9.5 L-3.5 9.5 Q-5 9.5 -5 8 L-5 4.5 Q-9 3 -9 -2 Q-9 -11 0 -11 Z"
        fill="#f3ecd9"
        stroke="#231a10"
        strokeWidth="1.2"
      />
      <circle cx="-3.5" cy="-2" r="2.6" fill="#231a10" />
      <circle cx="3.5" cy="-2" r="2.6" fill="#231a10" />
      <path d="M0 1.5 L-1.2 4 L1.2 4 Z" fill="#231a10" />
      <path d="M-2 9.5 V7 M0 9.5 V7 M2 9.5 V7" stroke="#231a10" strokeWidth="0.8" />
    </g>
  );
}

function Helm() {
  const spokes = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4);
  return (
    <g stroke="#6b4423" strokeLinecap="round">
      {spokes.map((a) => (
        <line
          key={a}
          x1={Math.cos(a) * 3}
          y1={Math.sin(a) * 3}
          x2={Math.cos(a) * 11.5}
          y2={Math.sin(a) * 11.5}
          strokeWidth="2.2"
        />
      ))}
      <circle r="7.5" fill="none" strokeWidth="2.4" />
      <circle r="3" fill="#e2b43c" strokeWidth="1.2" />
    </g>
  );
}

const VOTE_DRAWINGS: Readonly<Record<VoteSymbol, () => JSX.Element>> = {
  cannon: Cannon,
  water: Water,
  torch: Torch,
  skull: Skull,
  helm: Helm,
};

export function VoteSymbolShape({
  symbol,
  x = 0,
  y = 0,
  scale = 1,
}: {
  symbol: VoteSymbol;
  x?: number;
  y?: number;
  scale?: number;
}) {
  const Drawing = VOTE_DRAWINGS[symbol];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <Drawing />
    </g>
  );
}

/**
 * A vote card: the top third (cannon, water or torch), the middle (a flag) and the bottom (skull or
 * helm); a double card shows two of each. `stress` brings out the third a vote counts.
 */
export function VoteCardFace({
  card,
  width = 56,
  stress,
}: {
  card: TortugaVoteCard;
  width?: number;
  stress?: 'top' | 'flag' | 'bottom' | null;
}) {
  const twice = card.double ? [-11, 11] : [0];
  const band = (third: 'top' | 'flag' | 'bottom') =>
    stress === undefined || stress === null ? 'band' : stress === third ? 'band stressed' : 'band faded';
  return (
    <svg
      width={width}
      height={(width * 90) / 60}
      viewBox="0 0 60 90"
      aria-hidden="true"
      className={`vote-card-face${card.double ? ' double' : ''}`}
    >
      <rect x="1" y="1" width="58" height="88" rx="6" className="vote-card-bg" />
      <g className={band('top')}>
        <rect x="4" y="4" width="52" height="26" rx="3" className="band-bg" />
        {twice.map((dx) => (
          <VoteSymbolShape key={dx} symbol={card.top} x={30 + dx} y={17} scale={card.double ? 0.75 : 0.95} />
        ))}
      </g>
      <g className={band('flag')}>
        <rect x="4" y="32" width="52" height="26" rx="3" className="band-bg" />
        {card.double ? (
          <>
            <Flag nation={card.flag} x={8} y={38} width={20} />
            <Flag nation={card.flag} x={32} y={38} width={20} />
          </>
        ) : (
          <Flag nation={card.flag} x={17} y={36} width={26} />
        )}
      </g>
      <g className={band('bottom')}>
        <rect x="4" y="60" width="52" height="26" rx="3" className="band-bg" />
        {twice.map((dx) => (
          <VoteSymbolShape
            key={dx}
            symbol={card.bottom}
            x={30 + dx}
            y={73}
            scale={card.double ? 0.75 : 0.95}
          />
        ))}
      </g>
    </svg>
  );
}

// ——— Event cards ———

function LetterOfMarque() {
  return (
    <g>
      <rect x="-9" y="-9" width="18" height="17" rx="1.5" fill="#f3e6c4" stroke="#6b4423" />
      <rect x="-11" y="-11" width="22" height="4" rx="2" fill="#d9c08a" stroke="#6b4423" />
      <path d="M-6 -4 H6 M-6 -1 H6 M-6 2 H2" stroke="#6b4423" strokeWidth="1" />
      <circle cx="5" cy="6" r="3.6" fill="#b0302a" />
      <path d="M3.5 9 L2.5 12 L5 10.5 L7.5 12 L6.5 9" fill="#b0302a" />
    </g>
  );
}

function Pistol() {
  return (
    <g fill="#3d4a5c">
      <rect x="-4" y="-7" width="16" height="4.2" rx="1.2" />
      <path d="M-8 -8 L1 -8 L1 -1 L-2 -1 L-8 9 Q-9.5 11 -7 11.5 L-3.5 11.5 Q-2 11.5 -1.5 10 L1.5 1 L1.5 -1" />
      <path d="M-1 -1 Q1 5 4.5 -1" fill="none" stroke="#3d4a5c" strokeWidth="1.4" />
      <path d="M-7 -8 L-9.5 -11.5 L-7.5 -12 L-5 -8 Z" />
    </g>
  );
}

function BlackSpot() {
  return (
    <g>
      <path d="M-8 -11 L8 -11 L9 10 L-9 11 Z" fill="#f3e6c4" stroke="#6b4423" />
      <circle cx="0" cy="0" r="5.5" fill="#111" />
    </g>
  );
}

function Albatross() {
  return (
    <g>
      <path
        d="M-12 -2 Q-7 -8 -1 -2 L0 0 L1 -2 Q7 -8 12 -2 Q7 -4 2 1 L0 4 L-2 1 Q-7 -4 -12 -2 Z"
        fill="#f2f2f2"
        stroke="#333"
        strokeWidth="1"
      />
      <path d="M0 4 L-1 8 L1 8 Z" fill="#e2b43c" />
      <path d="M-12 -2 Q-10 -3 -9 -4 M12 -2 Q10 -3 9 -4" stroke="#333" strokeWidth="1.6" />
    </g>
  );
}

function FountainOfYouth() {
  return (
    <g>
      <path d="M-10 6 H10 L8 11 H-8 Z" fill="#9aa3ab" stroke="#4d5660" />
      <rect x="-1.5" y="-4" width="3" height="10" fill="#9aa3ab" stroke="#4d5660" />
      <path
        d="M0 -4 Q-2 -11 -8 -6 Q-9 -2 -9 5 M0 -4 Q2 -11 8 -6 Q9 -2 9 5 M0 -4 V-11"
        fill="none"
        stroke="#2f7fc0"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </g>
  );
}

function Atlantis() {
  return (
    <g>
      <path d="M-11 -4 L0 -11 L11 -4 Z" fill="#d8d0bb" stroke="#5b4c3a" />
      {[-8, -3, 2, 7].map((cx) => (
        <rect
          key={cx}
          x={cx - 0.5}
          y="-4"
          width="2.2"
          height="10"
          fill="#d8d0bb"
          stroke="#5b4c3a"
          strokeWidth="0.6"
        />
      ))}
      <path d="M-12 7 Q-9 4 -6 7 T0 7 T6 7 T12 7 V12 H-12 Z" fill="#2f7fc0" />
    </g>
  );
}

function ElDorado() {
  return (
    <g>
      {Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6).map((a) => (
        <line
          key={a}
          x1={Math.cos(a) * 7}
          y1={Math.sin(a) * 7 - 2}
          x2={Math.cos(a) * 11}
          y2={Math.sin(a) * 11 - 2}
          stroke="#d49a1c"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      ))}
      <circle cy="-2" r="6" fill="#e9c350" stroke="#a9771d" />
      <path d="M-12 12 L-6 6 H6 L12 12 Z M-3 6 L0 3 L3 6 Z" fill="#c9a45c" stroke="#7a5312" />
    </g>
  );
}

function BlackPowder() {
  return (
    <g>
      <rect x="-8" y="-6" width="16" height="17" rx="4" fill="#7a4a22" stroke="#3b2410" />
      <path d="M-8 -1 H8 M-8 6 H8" stroke="#3b2410" strokeWidth="1.4" />
      <path d="M2 -6 Q4 -10 8 -10" fill="none" stroke="#3b2410" strokeWidth="1.2" />
      <path
        d="M9 -13 L10 -10.5 L12.5 -11 L10.8 -9 L12.5 -7 L10 -7.8 L9 -5.5 L8.2 -8 L5.8 -7.5 L7.4 -9.3 Z"
        fill="#f0a21c"
      />
    </g>
  );
}

function CabinFever() {
  return (
    <g>
      <rect x="-2.5" y="-11" width="5" height="16" rx="2.5" fill="#f3f3f3" stroke="#4d5660" />
      <circle cx="0" cy="7" r="4.5" fill="#c0392b" stroke="#4d5660" />
      <rect x="-1" y="-5" width="2" height="10" fill="#c0392b" />
      <path d="M5 -8 Q9 -10 9 -5 M-5 -8 Q-9 -10 -9 -5" fill="none" stroke="#8e44ad" strokeWidth="1.2" />
    </g>
  );
}

function EightBells() {
  return (
    <g>
      <path d="M-8 6 Q-8 -9 0 -9 Q8 -9 8 6 L10 8 H-10 Z" fill="#d49a1c" stroke="#7a5312" />
      <rect x="-2" y="-12" width="4" height="3.5" rx="1" fill="#7a5312" />
      <circle cx="0" cy="10" r="2.2" fill="#7a5312" />
      <path d="M-4 -4 Q-5 1 -5 5" stroke="#f6d77a" strokeWidth="1.2" fill="none" />
    </g>
  );
}

function Facade() {
  return (
    <g>
      <path d="M-10 -9 Q0 -12 10 -9 Q11 4 0 11 Q-11 4 -10 -9 Z" fill="#f3ecd9" stroke="#231a10" />
      <path d="M-7 -3 Q-4.5 -6 -2 -3 Q-4.5 -1.5 -7 -3 Z M2 -3 Q4.5 -6 7 -3 Q4.5 -1.5 2 -3 Z" fill="#231a10" />
      <path d="M-4 4 Q0 7.5 4 4" stroke="#231a10" strokeWidth="1.4" fill="none" />
    </g>
  );
}

function PirateCode() {
  return (
    <g>
      <path d="M0 -7 Q-6 -10 -11 -8 V9 Q-6 7 0 10 Z" fill="#f3e6c4" stroke="#6b4423" />
      <path d="M0 -7 Q6 -10 11 -8 V9 Q6 7 0 10 Z" fill="#ead9b0" stroke="#6b4423" />
      <path
        d="M-8 -4 H-3 M-8 -1 H-3 M-8 2 H-3 M3 -4 H8 M3 -1 H8 M3 2 H8"
        stroke="#6b4423"
        strokeWidth="0.9"
      />
      <circle cx="0" cy="-10" r="2.2" fill="#231a10" />
    </g>
  );
}

function StormySeas() {
  return (
    <g>
      <path
        d="M-9 -1 Q-12 -1 -12 -4 Q-12 -8 -8 -8 Q-7 -12 -2 -12 Q3 -12 4 -8 Q10 -9 10 -4 Q10 -1 7 -1 Z"
        fill="#6d7a86"
        stroke="#37424c"
      />
      <path d="M0 -1 L-3 5 L0 5 L-2 11 L4 3 L1 3 L3 -1 Z" fill="#f6d04d" stroke="#a9771d" strokeWidth="0.6" />
      <path d="M-12 9 Q-9 6 -6 9 M6 9 Q9 6 12 9" stroke="#2f7fc0" strokeWidth="1.8" fill="none" />
    </g>
  );
}

function CrowsNest() {
  return (
    <g>
      <rect x="-1.2" y="-12" width="2.4" height="24" fill="#6b4423" />
      <path d="M-7 -4 H7 L5 3 H-5 Z" fill="#7a4a22" stroke="#3b2410" />
      <path d="M-6 -1 H6" stroke="#3b2410" strokeWidth="0.8" />
      <path d="M1 -12 L9 -10 L1 -8 Z" fill="#231a10" />
      <circle cx="-2" cy="-6.5" r="2.3" fill="#e3b11f" stroke="#231a10" strokeWidth="0.8" />
    </g>
  );
}

function Scurvy() {
  return (
    <g>
      <ellipse cx="0" cy="1" rx="10" ry="8" fill="#8bc34a" stroke="#4e7a22" />
      <ellipse cx="0" cy="1" rx="6.5" ry="5" fill="#d7ef9f" />
      {[0, 1, 2, 3, 4, 5].map((i) => {
        const a = (i * Math.PI) / 3;
        return (
          <line
            key={i}
            x1="0"
            y1="1"
            x2={Math.cos(a) * 6.5}
            y2={1 + Math.sin(a) * 5}
            stroke="#8bc34a"
            strokeWidth="0.9"
          />
        );
      })}
      <path d="M0 -7 Q3 -12 7 -11" stroke="#4e7a22" strokeWidth="1.4" fill="none" />
    </g>
  );
}

function SpanishArmada() {
  return (
    <g>
      <rect x="-11" y="-9" width="22" height="18" fill="#f7f1e1" stroke="#231a10" strokeWidth="0.8" />
      <path
        d="M-9 -7 L9 7 M9 -7 L-9 7"
        stroke="#b0302a"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="4 1.2"
      />
    </g>
  );
}

const EVENT_DRAWINGS: Readonly<Record<TortugaEventCard, () => JSX.Element>> = {
  letterOfMarque: LetterOfMarque,
  pistol: Pistol,
  blackSpot: BlackSpot,
  albatross: Albatross,
  fountainOfYouth: FountainOfYouth,
  atlantis: Atlantis,
  elDorado: ElDorado,
  blackPowder: BlackPowder,
  cabinFever: CabinFever,
  eightBells: EightBells,
  facade: Facade,
  pirateCode: PirateCode,
  stormySeas: StormySeas,
  crowsNest: CrowsNest,
  scurvy: Scurvy,
  spanishArmada: SpanishArmada,
};

export function EventIconShape({
  card,
  x = 0,
  y = 0,
  scale = 1,
}: {
  card: TortugaEventCard;
  x?: number;
  y?: number;
  scale?: number;
}) {
  const Drawing = EVENT_DRAWINGS[card];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <Drawing />
    </g>
  );
}

/** An event card's icon as a standalone inline SVG. */
export function EventIcon({ card, size = 20 }: { card: TortugaEventCard; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-13 -13 26 26" aria-hidden="true" className="event-icon">
      <EventIconShape card={card} />
    </svg>
  );
}

/** An event card, face up (its icon on parchment, a band in its group's colour) or face down. */
export function EventCardSvg({ card, known = false }: { card: TortugaEventCard | null; known?: boolean }) {
  return (
    <svg viewBox="0 0 60 84" aria-hidden="true" className="event-card-svg">
      {card === null ? (
        <g className="card-back">
          <rect x="1" y="1" width="58" height="82" rx="6" />
          <rect x="5" y="5" width="50" height="74" rx="4" className="card-back-inner" />
          <circle cx="30" cy="42" r="14" className="card-back-rose" />
          <path d="M30 24 L33 42 L30 60 L27 42 Z M12 42 L30 39 L48 42 L30 45 Z" className="card-back-star" />
          <circle cx="30" cy="42" r="3" className="card-back-hub" />
        </g>
      ) : (
        <g className={`card-front ${TORTUGA_EVENT_GROUPS[card]}${known ? ' known' : ''}`}>
          <rect x="1" y="1" width="58" height="82" rx="6" className="card-front-bg" />
          <rect x="1" y="1" width="58" height="14" rx="6" className="card-front-band" />
          <EventIconShape card={card} x={30} y={47} scale={1.55} />
        </g>
      )}
    </svg>
  );
}

/** A loyalty card: the nation's flag on parchment. */
export function LoyaltyCardSvg({ nation, width = 64 }: { nation: TortugaNation; width?: number }) {
  return (
    <svg
      width={width}
      height={(width * 84) / 60}
      viewBox="0 0 60 84"
      aria-hidden="true"
      className="loyalty-svg"
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="loyalty-bg" />
      <Flag nation={nation} x={9} y={14} width={42} />
      <path d="M12 56 Q30 48 48 56" stroke="#6b4423" strokeWidth="1.2" fill="none" />
      <g transform="translate(30 66) scale(0.55)">
        <Skull />
      </g>
    </svg>
  );
}
