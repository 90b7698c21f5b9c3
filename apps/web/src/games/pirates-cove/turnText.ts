import { finalPlacements, type PiratesCoveView } from '@brethren/engine/pirates-cove';
import type { Translator } from '@/i18n/translator';
import { islandArgs, placeOf, shipObject, waitingFor, type Words } from './describe';
import { isYou, listOf, person } from '../shared/words';

/** The end of the game in a sentence: who won, with how much fame (solo: goal reached or not). */
export function resultText(view: PiratesCoveView, words: Words): string | null {
  const t: Translator<'piratesCove'> = words.t;
  const scores = view.finalScores;
  if (!scores) return null;
  if (view.options.variant === 'solo')
    return view.soloWon
      ? t('events.soloWon', { fame: scores[0] ?? 0 })
      : t('events.soloLost', { fame: scores[0] ?? 0 });
  const best = (finalPlacements(view) ?? []).flatMap((placement, seat) => (placement === 1 ? [seat] : []));
  const fame = scores[best[0] ?? 0] ?? 0;
  if (best.length === 1) return t('status.won', { ...person(best[0]!, words, 'winner'), fame });
  const viewerWins = best.some((seat) => isYou(seat, words));
  return t('status.sharedWin', {
    youShare: viewerWins ? 'yes' : 'no',
    winners: listOf(
      best.map((seat) => shipObject(seat, words)),
      words.locale,
    ),
    others: listOf(
      best.filter((seat) => !isYou(seat, words)).map((seat) => shipObject(seat, words)),
      words.locale,
    ),
    fame,
  });
}

/** What the turn bar says: the winners once scored, else the turn and whom the table waits for. */
export function turnText(
  view: PiratesCoveView,
  words: Words,
  live: boolean,
  activeSeats: readonly number[],
): string {
  const t: Translator<'piratesCove'> = words.t;
  const result = resultText(view, words);
  if (result !== null) return result;
  if (!live) return t('status.over');
  const turn = t('status.turn', {
    solo: view.options.variant === 'solo' ? 'yes' : 'no',
    turn: view.turn,
    turns: view.turns,
  });
  const waiting = waitingFor(activeSeats, words);
  const first = activeSeats[0] ?? -1;
  const combat = view.combat;
  switch (view.phase) {
    case 'shopping':
      return t('status.shopping', { waiting });
    case 'placing':
      return t('status.placing', { turn, ...person(first, words, 'actor') });
    case 'navigating':
      return t('status.navigating', { turn, waiting });
    case 'newRoute':
      return t('status.newRoute', { turn, waiting });
    case 'combat':
      if (!combat) return t('status.battles', { turn });
      return t('status.combat', {
        turn,
        ...islandArgs(combat.island, words),
        waiting,
        doing: combat.prompt ? combat.prompt.kind : combat.stage === 'battle' ? 'battleCards' : 'fire',
      });
    case 'upgrades': {
      const seat = view.seats[first];
      return seat
        ? t('status.upgrades', { turn, ...person(first, words, 'actor'), where: placeOf(seat, words) })
        : t('status.turnOnly', { turn });
    }
    default:
      return t('status.turnOnly', { turn });
  }
}
