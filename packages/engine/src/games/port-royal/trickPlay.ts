import type { ActionOf } from './actions.js';
import { COLOURS, CREW_IDS, LOOT_IDS, crewCodeOf, lootCodeOf, type CrewCode } from './data.js';
import { without, type PortRoyalDraft } from './draft.js';
import { settleChoices } from './legal.js';
import { settle } from './loot.js';
import { leftOf } from './round.js';
import { absentColour, trickWinner } from './tricks.js';

/**
 * A trick played (S001 "Le prese"): the leader puts the pirate on a loot card, each player plays a
 * crew card, and the winner takes the loot with the prisoner cards beneath it. The trick rules
 * themselves (what may be played, who wins) are in `tricks.ts`.
 */

export function chooseLoot(draft: PortRoyalDraft, seat: number, { loot }: ActionOf<'chooseLoot'>): void {
  const code = lootCodeOf(loot);
  const card = draft.display.find((entry) => entry.loot === code);
  const trick = draft.trick;
  if (card === undefined || trick === null) return;
  draft.trick = { number: trick.number, leader: trick.leader, stake: code, cards: trick.cards };
  draft.emit({ type: 'lootChosen', seat, trick: trick.number, loot, prisonerCount: card.prisoners.length });
  draft.step = 'playCard';
}

export function playCard(draft: PortRoyalDraft, seat: number, { card }: ActionOf<'playCard'>): void {
  const trick = draft.trick;
  if (trick === null) return;
  const code = crewCodeOf(card);
  const absent = absentColour(trick.cards, draft.trump ?? -1, draft.options.ghostLead, code);
  if (absent >= 0) {
    const marks = draft.ownAbsent();
    marks[seat] = (marks[seat] ?? 0) | (1 << absent);
  }
  draft.setHand(seat, without(draft.hand(seat), code));
  const cards = [...trick.cards, code];
  draft.trick = { number: trick.number, leader: trick.leader, stake: trick.stake, cards };
  draft.emit({ type: 'cardPlayed', seat, card, absent: absent >= 0 ? (COLOURS[absent] ?? null) : null });
  if (cards.length < draft.players) {
    draft.turn = leftOf(seat, draft.players);
    return;
  }
  resolveTrick(draft);
}

const crewId = (code: CrewCode): string => CREW_IDS[code] ?? '';

/** The winner takes the loot card at stake with the prisoner cards beneath it. */
function resolveTrick(draft: PortRoyalDraft): void {
  const trick = draft.trick;
  if (trick === null || trick.stake === null) return;
  const winner = (trick.leader + trickWinner(trick.cards, draft.trump ?? -1)) % draft.players;
  const display = draft.ownDisplay();
  const index = display.findIndex((entry) => entry.loot === trick.stake);
  const [card] = display.splice(index, 1);
  if (card === undefined) return;
  draft.won = { seat: winner, loot: card.loot, prisoners: card.prisoners };
  draft.lastTrick = {
    round: draft.round,
    number: trick.number,
    leader: trick.leader,
    cards: trick.cards,
    winner,
    loot: card.loot,
  };
  draft.emit({
    type: 'trickWon',
    seat: winner,
    trick: trick.number,
    loot: LOOT_IDS[card.loot] ?? '',
    prisonerCount: card.prisoners.length,
    cards: trick.cards.map(crewId),
  });
  if (card.prisoners.length > 0) {
    draft.emit(
      { type: 'prisonersSeen', seat: winner, prisoners: card.prisoners.slice(), reason: 'won', ship: null },
      [winner],
    );
  }
  draft.step = 'settleLoot';
  draft.turn = winner;
  // Where the winner has exactly one choice for the loot (a standard card, Move with nothing to
  // move), it is made.
  const choices = settleChoices(draft, winner);
  const [only] = choices;
  if (only !== undefined && choices.length === 1) settle(draft, winner, only);
}
