import type { Card } from '@brethren/engine/cartagena';
import { useTranslations } from 'next-intl';
import { cardName } from './describe';
import { SymbolIcon } from './Symbols';

/** A card's face: its symbol on parchment, or on a dark background for the Filibuster's dark cards. */
export function CardFace({
  card,
  count,
  size = 'normal',
}: {
  card: Card;
  count?: number;
  size?: 'normal' | 'small';
}) {
  const t = useTranslations('cartagena');
  return (
    <span className={`card-face ${card.dark ? 'dark' : 'light'} ${size}`}>
      <SymbolIcon
        symbol={card.symbol}
        size={size === 'small' ? 20 : 34}
        {...(card.dark ? { color: '#f3e6c4' } : {})}
      />
      <span className="card-label">{cardName(card, { t })}</span>
      {count !== undefined && count > 1 ? <span className="card-count">×{count}</span> : null}
    </span>
  );
}
