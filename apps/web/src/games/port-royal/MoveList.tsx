'use client';

import type { PortRoyalView } from '@brethren/engine/port-royal';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { MoveList, type MoveListProps } from '../shared/MoveList';
import { logInWords, type Words } from './describe';

/** A Port Royal replay's moves, in the words of the table's log. */
export function PortRoyalMoveList({ view, names, log, ...rest }: MoveListProps<PortRoyalView>) {
  const t = useTranslations('portRoyal');
  const locale = useLocale();
  const lines = useMemo(() => {
    const words: Words = { view, names, viewer: null, t, locale };
    return logInWords(log, words);
  }, [view, names, log, t, locale]);
  return <MoveList names={names} log={log} lines={lines} {...rest} />;
}
