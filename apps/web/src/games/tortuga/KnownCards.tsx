'use client';

import type { TortugaView } from '@brethren/engine/tortuga';
import { useTranslations } from 'next-intl';
import { cardHelp, cardName } from './describe';

/**
 * What the viewer's peeked cards among `slots` do, in words under the row. A slot to pick or to
 * choose is a control (a tap picks it), so its card cannot explain itself on tap there as it does
 * elsewhere: picking it shows these words instead.
 */
export function KnownCards({ view, slots }: { view: TortugaView; slots: readonly number[] }) {
  const t = useTranslations('tortuga');
  if (view.phase === 'over') return null;
  return view.eventRow.map((slot) =>
    slot.known && slots.includes(slot.slot) ? (
      <p key={slot.slot} className="hint small" data-testid="known-card">
        {t('table.row.knownHelp', {
          slot: slot.slot,
          card: cardName(slot.known, t),
          help: cardHelp(slot.known, view.ruleset, t),
        })}
      </p>
    ) : null,
  );
}
