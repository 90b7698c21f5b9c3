import type { TortugaView } from '@brethren/engine/tortuga';
import type { Translator } from '@/i18n/translator';
import { isYou, person } from '../shared/words';
import { causeBy, cardName, outcomeText, seatList, shipName, voteTitle, yesNo, type Words } from './describe';

/**
 * What the turn bar says: the outcome once the game is over, else what the table waits for (a
 * table no longer live, closed before its end, says so).
 */
export function turnText(view: TortugaView, words: Words, live: boolean): string {
  const t: Translator<'tortuga'> = words.t;
  if (view.outcome) return outcomeText(view.outcome, t);
  if (!live) return t('table.over');
  const p = view.pending;
  const mine = (seat: number) => isYou(seat, words);
  const suddenDeath = yesNo(view.suddenDeath > 0);
  if (p === null) {
    const seat = view.turn.seat;
    const holder = view.atlantisWindow !== null && view.atlantisWindow !== seat ? view.atlantisWindow : null;
    return t('awaited.turn', {
      suddenDeath,
      ...person(seat, words, 'actor'),
      perTurn: view.turn.actionsPerTurn,
      left: view.turn.actionsLeft,
      atlantis: yesNo(holder !== null),
      ...(holder === null ? { holder: '', holderYou: 'no' } : person(holder, words, 'holder')),
    });
  }
  switch (p.kind) {
    case 'startingTreasure':
      return t('awaited.startingTreasure', { ...person(p.seat, words, 'actor'), ship: shipName(p.ship, t) });
    case 'chooseStart':
      return t('awaited.chooseStart', person(p.seat, words, 'actor'));
    case 'vote': {
      const waiting = p.participants.filter((seat) => !p.voted.includes(seat));
      return t('awaited.vote', {
        suddenDeath,
        title: voteTitle(p, t),
        waiting: seatList(waiting, words),
      });
    }
    case 'attackTreasure':
      return t('awaited.attackTreasure', person(p.seat, words, 'actor'));
    case 'forcedReveal': {
      // IT-1e's forced player draws one of the two at random; FR-2e's chooses.
      const random = yesNo(p.chooser === p.target && view.ruleset === 'IT-1e');
      if (mine(p.chooser))
        return p.chooser === p.target
          ? t('awaited.forcedReveal.forced', { ...person(p.forcer, words, 'forcer'), random })
          : t('awaited.forcedReveal.deferred', person(p.target, words, 'target'));
      return t('awaited.forcedReveal.other', {
        ...person(p.chooser, words, 'actor'),
        ...person(p.target, words, 'target'),
        self: yesNo(p.chooser === p.target),
        random,
      });
    }
    case 'eventChoice':
      if (mine(p.seat)) return t('awaited.eventChoice.mine', { card: cardName(p.card, t) });
      switch (p.card) {
        case 'letterOfMarque':
        case 'pistol':
        case 'blackPowder':
        case 'cabinFever':
        case 'crowsNest':
          return t(`awaited.eventChoice.${p.card}`, person(p.seat, words, 'actor'));
        default:
          return t('awaited.eventChoice.map', {
            ...person(p.seat, words, 'actor'),
            map: cardName(p.card, t),
          });
      }
    case 'returnVoteCard':
      return t('awaited.returnVoteCard', person(p.seat, words, 'actor'));
    case 'crowsNestGive':
      return t('awaited.crowsNestGive', {
        ...person(p.seat, words, 'actor'),
        ...person(p.target, words, 'target'),
        count: p.remaining,
      });
    case 'maroonResponse':
      return t('awaited.maroonResponse', {
        ...person(p.seat, words, 'actor'),
        by: causeBy(p.cause, t),
        against: t('causes.against', { cause: p.cause }),
      });
    case 'loseVoteCard':
      return t('awaited.loseVoteCard', person(p.seat, words, 'actor'));
    case 'atlantisJump':
      return t('awaited.atlantisJump', {
        ...person(p.seat, words, 'actor'),
        ship: shipName(p.ship, t),
        vote: p.vote,
      });
  }
}
