'use client';

import type { TortugaView } from '@brethren/engine/tortuga';
import { useLocale, useTranslations } from 'next-intl';
import type { FaceUpProps } from '../shared/TableProps';
import type { Words } from './describe';
import { YouPanel } from './Panels';

/** Every seat's loyalty and vote hand face up, as each seat saw them: a finished match's replay. */
export function TortugaFaceUp({ views, names, you }: FaceUpProps<TortugaView>) {
  const t = useTranslations('tortuga');
  const locale = useLocale();
  return (
    // The table's own class, for its cards' look; laid out as a grid of its own (globals.css).
    <div className="tortuga face-up-seats">
      {views.map((view, seat) => {
        const words: Words = { view, names, viewer: seat, you, t, locale };
        return <YouPanel key={seat} view={view} words={words} />;
      })}
    </div>
  );
}
