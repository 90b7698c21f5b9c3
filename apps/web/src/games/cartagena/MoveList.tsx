'use client';

import type { CartagenaView } from '@brethren/engine/cartagena';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { MoveList, type MoveListProps } from '../shared/MoveList';
import { logInWords, type Words } from './describe';

/** A Cartagena replay's moves, in the words of the table's log. */
export function CartagenaMoveList({ view, names, log, ...rest }: MoveListProps<CartagenaView>) {
  const t = useTranslations('cartagena');
  const locale = useLocale();
  const lines = useMemo(() => {
    const words: Words = { view, names, viewer: null, t, locale };
    return logInWords(log, words);
  }, [view, names, log, t, locale]);
  return <MoveList names={names} log={log} lines={lines} {...rest} />;
}
