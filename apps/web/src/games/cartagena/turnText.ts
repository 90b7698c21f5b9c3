import type { CartagenaView } from '@brethren/engine/cartagena';
import type { Translator } from '@/i18n/translator';
import { person } from '../shared/words';
import { owingText, type Words } from './describe';

/** What the turn bar says: the winner, Filibuster's discards, a power under way, or whose turn. */
export function turnText(view: CartagenaView, words: Words, live: boolean): string {
  const t: Translator<'cartagena'> = words.t;
  if (view.winner !== null)
    return t('turn.won', { ...person(view.winner, words, 'winner'), story: view.options.story });
  if (!live) return t('turn.over');
  if (view.seats.some((seat) => seat.discardsOwed > 0)) {
    const owing = owingText(
      view.seats
        .filter((seat) => seat.discardsOwed > 0)
        .map((seat) => [seat.seat, seat.discardsOwed] as const),
      words,
    );
    return t('turn.filibuster', { limit: view.handLimit ?? 0, owing });
  }
  const pending = view.pending;
  if (pending) {
    const actor = person(pending.seat, words, 'actor');
    if (pending.kind === 'pistol')
      return t('turn.pistol', { ...actor, ...person(pending.target, words, 'target') });
    if (pending.kind === 'rum') return t('turn.rum', { ...actor, count: pending.cardCount });
    return t('turn.lantern', { ...actor, kept: pending.kept ? 'yes' : 'no' });
  }
  return t('turn.play', {
    ...person(view.turn.seat, words, 'actor'),
    count: view.turn.actionsLeft,
    captain: view.turn.captainMoveAvailable ? 'yes' : 'no',
  });
}
