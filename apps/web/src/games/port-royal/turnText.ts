import type { PortRoyalView } from '@brethren/engine/port-royal';
import type { Translator } from '@/i18n/translator';
import { isYou, listOf, name, person } from '../shared/words';
import { lootName, type Words } from './describe';

/** What the seat to act is deciding, in a few words (no subject: "bid or pass"). */
export function taskOf(view: PortRoyalView, t: Translator<'portRoyal'>): string {
  switch (view.step) {
    case 'bid': {
      const auction = view.auction;
      const high = auction !== null && auction.highBidder !== null;
      return t('tasks.bid', { high: high ? 'yes' : 'no', amount: auction?.highBid ?? 0 });
    }
    case 'setAside':
      return t('tasks.setAside', { done: view.setAsideCount });
    case 'chooseTrump':
      return t('tasks.chooseTrump');
    case 'chooseLeader':
      return t('tasks.chooseLeader');
    case 'chooseLoot':
      return t('tasks.chooseLoot', { trick: view.trick?.number ?? 1 });
    case 'playCard':
      return t('tasks.playCard', { trick: view.trick?.number ?? 1 });
    case 'settleLoot':
      return t('tasks.settleLoot', {
        known: view.won?.loot ? 'yes' : 'no',
        loot: view.won?.loot ? lootName(view.won.loot.id, t) : '',
      });
    case 'placePrisoner':
      return t('tasks.placePrisoner', { count: view.won?.prisonerCount ?? 0 });
    case 'over':
      return t('tasks.over');
  }
}

/** What the turn bar says: the winners once scored, else the round, whose turn and what is asked. */
export function turnText(view: PortRoyalView, words: Words, live: boolean): string {
  const { t } = words;
  if (view.winners && view.scores) {
    const best = Math.max(...view.scores);
    const won = view.winners;
    if (won.length === 1) return t('turn.won', { ...person(won[0] ?? 0, words, 'winner'), best });
    // The viewer, among the winners, comes first ("You and bob won").
    const withYou = won.some((seat) => isYou(seat, words));
    const others = won.filter((seat) => !isYou(seat, words)).map((seat) => name(seat, words));
    return t('turn.wonShared', {
      withYou: withYou ? 'yes' : 'no',
      winners: listOf(withYou ? [t('turn.youFirst'), ...others] : others, words.locale),
      best,
    });
  }
  if (!live) return t('turn.matchOver');
  if (view.turn === null) return t('turn.waiting');
  return t('turn.line', {
    round: view.round,
    rounds: view.rounds,
    ...person(view.turn, words, 'turn'),
    task: taskOf(view, t),
  });
}
