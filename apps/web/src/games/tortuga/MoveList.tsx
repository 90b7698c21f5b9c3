'use client';

import type { TortugaView } from '@brethren/engine/tortuga';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { MoveList, type MoveListProps } from '../shared/MoveList';
import { logInWords, type Words } from './describe';

/** A Tortuga 1667 replay's moves, in the words of the table's log. */
export function TortugaMoveList({ view, names, log, ...rest }: MoveListProps<TortugaView>) {
  const t = useTranslations('tortuga');
  const locale = useLocale();
  const lines = useMemo(() => {
    const words: Words = { view, names, viewer: null, t, locale };
    return logInWords(log, words);
  }, [view, names, log, t, locale]);
  return <MoveList names={names} log={log} lines={lines} {...rest} />;
}
