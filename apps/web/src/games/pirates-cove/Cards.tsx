import { useTranslations } from 'next-intl';
import { cardFamily, type CardFamily, type LootCard } from './data';
import { cardName, cardText, lootText } from './describe';
import {
  CardBackShape,
  ChestShape,
  CoinShape,
  IslandEmblem,
  MastercraftShape,
  ParrotShape,
  StarShape,
} from './Pieces';
import { useSpeech } from './speech';

/** Tavern card faces and loot cards, as HTML (hand, buttons) and as SVG (the map). */

function FamilyMark({ family }: { family: CardFamily }) {
  switch (family) {
    case 'parrot':
      return <ParrotShape scale={1.1} />;
    case 'mastercraft':
      return <MastercraftShape />;
    case 'battle':
      return (
        <g stroke="#3b2410" strokeWidth="2.2" strokeLinecap="round">
          <path d="M-9 -9 L8 8 M9 -9 L-8 8" />
          <path d="M-10 4 L-4 10 M10 4 L4 10" strokeWidth="1.6" />
        </g>
      );
    case 'volley':
      return <IslandEmblem island={4} />;
    case 'event':
      return (
        <g>
          <rect
            x="-8"
            y="-10"
            width="16"
            height="20"
            rx="2"
            fill="#fbf6ea"
            stroke="#3b2410"
            strokeWidth="1.2"
          />
          <path d="M-5 -5 H5 M-5 -1 H5 M-5 3 H2" stroke="#3b2410" strokeWidth="1.2" />
        </g>
      );
    case 'fame':
      return <StarShape scale={1.45} fill="#e2b43c" />;
    case 'new-route':
      return (
        <g fill="none" stroke="#1d3557" strokeWidth="1.6">
          <circle r="9" />
          <path d="M0 -9 V9 M-9 0 H9" />
          <path d="M0 -7 L3 0 L0 7 L-3 0 Z" fill="#b3202a" stroke="none" />
        </g>
      );
  }
}

/** A Tavern card's face: family colour, mark, name; its text as the tooltip. */
export function TavernCardFace({
  card,
  count,
  size = 'normal',
}: {
  card: string;
  count?: number;
  size?: 'normal' | 'small';
}) {
  const speech = useSpeech();
  const family = cardFamily(card);
  const text = cardText(card, speech);
  return (
    <span className={`pc-card family-${family} ${size}`} title={text}>
      <svg
        width={size === 'small' ? 20 : 30}
        height={size === 'small' ? 20 : 30}
        viewBox="-12 -12 24 24"
        aria-hidden="true"
      >
        <FamilyMark family={family} />
      </svg>
      <span className="pc-card-name">{cardName(card, speech)}</span>
      {size === 'normal' ? <span className="pc-card-text">{text}</span> : null}
      {count !== undefined && count > 1 ? <span className="card-count pc-card-count">×{count}</span> : null}
    </span>
  );
}

/** A loot card as HTML: one row per non-empty reward. */
export function LootCardFace({ loot, size = 'normal' }: { loot: LootCard; size?: 'normal' | 'small' }) {
  const t = useTranslations('piratesCove');
  const text = lootText(loot, useSpeech());
  return (
    <span className={`pc-loot ${size}`} title={text} aria-label={t('loot.label', { loot: text })}>
      <LootRows loot={loot} />
    </span>
  );
}

function LootRows({ loot }: { loot: LootCard }) {
  const rows: [string, number][] = [
    ['star', loot.fame],
    ['coin', loot.gold],
    ['chest', loot.treasures],
    ['card', loot.tavern],
  ];
  return (
    <>
      {rows
        .filter(([, value]) => value > 0)
        .map(([kind, value]) => (
          <span key={kind} className="pc-loot-row">
            <svg width="14" height="14" viewBox="-8 -8 16 16" aria-hidden="true">
              {kind === 'star' ? (
                <StarShape scale={0.95} />
              ) : kind === 'coin' ? (
                <CoinShape scale={1.05} />
              ) : kind === 'chest' ? (
                <ChestShape y={-1} />
              ) : (
                <CardBackShape />
              )}
            </svg>
            {value}
          </span>
        ))}
    </>
  );
}

/** A loot card in the SVG map, 44×62 with its top-left corner at (x, y). */
export function LootCardShape({ loot, x, y }: { loot: LootCard; x: number; y: number }) {
  const rows: [string, number][] = [
    ['star', loot.fame],
    ['coin', loot.gold],
    ['chest', loot.treasures],
    ['card', loot.tavern],
  ];
  const t = useTranslations('piratesCove');
  const speech = useSpeech();
  const shown = rows.filter(([, value]) => value > 0);
  return (
    <g className="pc-loot-card">
      <title>{t('loot.label', { loot: lootText(loot, speech) })}</title>
      <rect x={x} y={y} width={44} height={62} rx={5} />
      {shown.map(([kind, value], i) => {
        const cy = y + 12 + i * 13.5;
        return (
          <g key={kind}>
            {kind === 'star' ? (
              <StarShape x={x + 11} y={cy} scale={0.95} />
            ) : kind === 'coin' ? (
              <CoinShape x={x + 11} y={cy} scale={0.95} />
            ) : kind === 'chest' ? (
              <ChestShape x={x + 11} y={cy - 1} scale={0.95} />
            ) : (
              <CardBackShape x={x + 11} y={cy} scale={0.85} />
            )}
            <text x={x + 31} y={cy + 5.5} textAnchor="middle" className="pc-loot-value">
              {value}
            </text>
          </g>
        );
      })}
    </g>
  );
}
