'use client';

import type { PiratesCoveView } from '@brethren/engine/pirates-cove';
import { useMemo } from 'react';
import { MoveList, type MoveListProps } from '../shared/MoveList';
import { logInWords } from './describe';
import { useSpeech } from './speech';

/** A Pirate's Cove replay's moves, in the words of the table's log. */
export function PiratesCoveMoveList({ view, names, log, ...rest }: MoveListProps<PiratesCoveView>) {
  const speech = useSpeech();
  const lines = useMemo(
    () => logInWords(log, { view, names, viewer: null, ...speech }),
    [view, names, log, speech],
  );
  return <MoveList names={names} log={log} lines={lines} {...rest} />;
}
