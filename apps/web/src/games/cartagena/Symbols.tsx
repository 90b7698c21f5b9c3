import type { CartagenaSymbol } from '@brethren/engine/cartagena';

/**
 * Cartagena's six symbols and the pirate piece, drawn in SVG. Each symbol fits a 24×24 box centred
 * on (0, 0), so it can be placed with a translate and scaled freely.
 */
export const SYMBOL_TINT: Readonly<Record<CartagenaSymbol, string>> = {
  pistol: '#4f5d6e',
  rum: '#8a4b1f',
  lantern: '#b7791f',
  parrot: '#2f7d4f',
  hook: '#3d4a5c',
  chest: '#9a5a2a',
};

function Pistol() {
  return (
    <g>
      <rect x="-3" y="-7" width="15" height="4" rx="1.2" />
      <path d="M-7 -8 L1 -8 L1 -1 L-2 -1 L-8 8 Q-9.5 10 -7 10.5 L-3.5 10.5 Q-2 10.5 -1.5 9 L1.5 1 L1.5 -1" />
      <path d="M-1 -1 Q1 5 4.5 -1" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M-6 -8 L-8.5 -11.5 L-6.5 -12 L-4 -8 Z" />
      <circle cx="10.5" cy="-5" r="0.9" fill="#fff" opacity="0.6" />
    </g>
  );
}

function Rum() {
  return (
    <g>
      <rect x="-2.5" y="-12" width="5" height="2.5" rx="0.8" opacity="0.7" />
      <rect x="-2" y="-10" width="4" height="5" />
      <path d="M-2 -5.5 Q-7.5 -3.5 -7.5 1 L-7.5 9 Q-7.5 11.5 -5 11.5 L5 11.5 Q7.5 11.5 7.5 9 L7.5 1 Q7.5 -3.5 2 -5.5 Z" />
      <rect x="-5" y="1" width="10" height="6" rx="1" fill="#f3e6c4" />
      <path d="M-2.5 2.5 L2.5 5.5 M2.5 2.5 L-2.5 5.5" stroke="currentColor" strokeWidth="1.2" />
    </g>
  );
}

function Lantern() {
  return (
    <g>
      <circle cx="0" cy="-10.5" r="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M-6 -6 L6 -6 L4 -8.5 L-4 -8.5 Z" />
      <rect
        x="-5"
        y="-6"
        width="10"
        height="12"
        rx="1"
        fill="#f6d77a"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <path d="M0 -3.5 Q3.5 1 0 4.5 Q-3.5 1 0 -3.5 Z" fill="#d9541e" />
      <path d="M-1.7 -6 L-1.7 6 M1.7 -6 L1.7 6" stroke="currentColor" strokeWidth="0.8" opacity="0.6" />
      <rect x="-7" y="6" width="14" height="3.5" rx="1" />
    </g>
  );
}

function Parrot() {
  return (
    <g>
      <path d="M1 -3 Q-7 0 -4.5 8 L-8 12 L-0.5 9.5 Q5 6 5.5 -2 Z" />
      <circle cx="3" cy="-6" r="4.5" />
      <path d="M6.5 -8 Q11 -7 8 -2.5 L6.8 -4.5 Z" fill="#e2b43c" />
      <circle cx="3.8" cy="-7" r="1.1" fill="#fff" />
      <path d="M-1 0 Q-4.5 3 -2.5 7.5 Q1.5 5 2.5 0 Z" fill="#d14b2f" opacity="0.9" />
    </g>
  );
}

function Hook() {
  return (
    <g>
      <rect x="-5" y="-12" width="10" height="5.5" rx="1.5" />
      <path
        d="M0 -6.5 L0 2 Q0 10 -5.5 10 Q-10 10 -10 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.8"
        strokeLinecap="round"
      />
      <path d="M-10 5 L-12 7.5 L-8.2 6.8 Z" />
    </g>
  );
}

function Chest() {
  return (
    <g>
      <path d="M-10 -2 L-10 -5 Q0 -12.5 10 -5 L10 -2 Z" />
      <rect x="-10" y="-2" width="20" height="11" rx="1" />
      <rect x="-7" y="-8.5" width="2.2" height="17.5" fill="#e2b43c" />
      <rect x="4.8" y="-8.5" width="2.2" height="17.5" fill="#e2b43c" />
      <rect x="-2.2" y="-3.5" width="4.4" height="5" rx="0.8" fill="#e2b43c" />
      <rect x="-10" y="-2.6" width="20" height="1.4" fill="#f3e6c4" opacity="0.5" />
    </g>
  );
}

const DRAWINGS: Readonly<Record<CartagenaSymbol, () => React.JSX.Element>> = {
  pistol: Pistol,
  rum: Rum,
  lantern: Lantern,
  parrot: Parrot,
  hook: Hook,
  chest: Chest,
};

/** A symbol as an SVG group, for use inside a board. */
export function SymbolShape({
  symbol,
  x = 0,
  y = 0,
  scale = 1,
  color,
}: {
  symbol: CartagenaSymbol;
  x?: number;
  y?: number;
  scale?: number;
  color?: string;
}) {
  const Drawing = DRAWINGS[symbol];
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      fill="currentColor"
      style={{ color: color ?? SYMBOL_TINT[symbol] }}
    >
      <Drawing />
    </g>
  );
}

/** A symbol as a standalone inline SVG (cards, legends, text). */
export function SymbolIcon({
  symbol,
  size = 24,
  color,
  title,
}: {
  symbol: CartagenaSymbol;
  size?: number;
  color?: string;
  title?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="-13 -13 26 26"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className="symbol-icon"
    >
      <SymbolShape symbol={symbol} {...(color ? { color } : {})} />
    </svg>
  );
}

export const PIRATE_FILL: Readonly<Record<string, string>> = {
  red: '#c0392b',
  yellow: '#e3b11f',
  green: '#2e9e57',
  blue: '#2f6fc0',
  purple: '#8e44ad',
};

/** A pirate piece: a pawn in the seat's colour, 14 wide and 18 tall around (0, 0). */
export function PirateShape({
  colour,
  x = 0,
  y = 0,
  scale = 1,
}: {
  colour: string;
  x?: number;
  y?: number;
  scale?: number;
}) {
  const fill = PIRATE_FILL[colour] ?? colour;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} className="pirate-piece">
      <ellipse cx="0" cy="8.5" rx="7" ry="2" fill="#000" opacity="0.25" />
      <path
        d="M-6.5 8.5 Q-6.5 0.5 -2.6 -1.5 L2.6 -1.5 Q6.5 0.5 6.5 8.5 Z"
        fill={fill}
        stroke="#231a10"
        strokeWidth="1.1"
      />
      <circle cx="0" cy="-5" r="4.2" fill={fill} stroke="#231a10" strokeWidth="1.1" />
      <path d="M-4.6 -6.2 Q0 -11.5 4.6 -6.2 Z" fill="#231a10" />
      <circle cx="-1.4" cy="-6.6" r="1" fill="#fff" opacity="0.55" />
    </g>
  );
}

/** A pirate piece as a standalone inline SVG. */
export function PirateIcon({ colour, size = 18 }: { colour: string; size?: number }) {
  return (
    <svg width={size} height={size * 1.2} viewBox="-8 -11 16 21" aria-hidden="true" className="pirate-icon">
      <PirateShape colour={colour} />
    </svg>
  );
}
