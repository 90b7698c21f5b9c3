import { scores } from './board.js';
import { ROW_SLOTS, type EventCard, type Nation } from './data.js';
import { DECISIONS } from './rules.js';
import type { Outcome } from './state.js';
import type { TortugaDraft } from './draft.js';

/**
 * The turn's bookkeeping: when an announced action is fully resolved (nothing left to answer) it is
 * spent, and the turn passes once none is left. Also the end of the game and sudden death.
 */
export function settle(draft: TortugaDraft): void {
  const s = draft.s;
  if (s.outcome === null) checkSuddenDeath(draft);
  if (s.outcome !== null) {
    s.pending = null;
    return;
  }
  if (s.pending !== null || s.turn.number === 0) return;
  if (
    DECISIONS.suddenDeathReshuffle &&
    s.suddenDeath > 0 &&
    s.eventDeck.length === 0 &&
    s.row.every((card) => card === null)
  ) {
    newRow(draft, [...s.discard], 'rowExhausted');
    s.discard = [];
  }
  if (s.turn.resolving) {
    s.turn.resolving = false;
    if (!draft.refund) s.turn.actionsLeft -= 1;
  }
  if (s.turn.actionsLeft <= 0) nextTurn(draft);
}

/** Starts `seat`'s turn. */
export function startTurn(draft: TortugaDraft, seat: number): void {
  const s = draft.s;
  s.turn = {
    seat,
    number: s.turn.number + 1,
    actionsLeft: s.actionsPerTurn,
    resolving: false,
    atlantisPassed: false,
    lettersKept: [],
  };
  draft.emit({ type: 'turnStarted', seat, number: s.turn.number, actions: s.actionsPerTurn });
}

/** Passes the turn clockwise, skipping (once) every seat Scurvy struck. */
function nextTurn(draft: TortugaDraft): void {
  const s = draft.s;
  let seat = s.turn.seat;
  for (let guard = 0; guard <= 2 * s.players; guard++) {
    seat = (seat + 1) % s.players;
    if (!s.skipNextTurn[seat]) break;
    s.skipNextTurn[seat] = false;
    draft.emit({ type: 'turnSkipped', seat, reason: 'scurvy' });
  }
  startTurn(draft, seat);
}

/** Deals a fresh row of five from `cards` (shuffled), the rest becoming the event deck. */
function newRow(draft: TortugaDraft, cards: EventCard[], reason: 'suddenDeath' | 'rowExhausted'): void {
  const s = draft.s;
  const deck = draft.random.shuffle(cards);
  const row: (EventCard | null)[] = deck.splice(0, ROW_SLOTS);
  while (row.length < ROW_SLOTS) row.push(null);
  s.row = row;
  s.eventDeck = deck;
  for (let index = 0; index < ROW_SLOTS; index++) draft.forgetSlot(index);
  draft.emit({ type: 'newEventRow', deckSize: deck.length, reason });
}

/** FR-2e: the last deck card has entered the row; the face-down cards swap places unseen. */
export function shuffleRow(draft: TortugaDraft): void {
  const s = draft.s;
  const slots: number[] = [];
  s.row.forEach((card, index) => {
    if (card !== null) slots.push(index);
  });
  const cards = draft.random.shuffle(slots.map((index) => s.row[index] as EventCard));
  slots.forEach((index, i) => {
    s.row[index] = cards[i] as EventCard;
    draft.forgetSlot(index);
  });
  draft.emit({ type: 'rowShuffled', reason: 'deckExhausted' });
}

export function endGame(draft: TortugaDraft, winner: Nation, reason: Outcome['reason']): void {
  const s = draft.s;
  const { british, french } = scores(s);
  s.outcome = { winner, british, french, reason };
  s.pending = null;
  draft.emit({ type: 'gameEnded', winner, british, french, reason, loyalties: s.loyalties.slice() });
}

/** The Armada ends the game: the richer nation wins; a tie goes to the Dutch, or to sudden death. */
export function armadaRevealed(draft: TortugaDraft): void {
  const s = draft.s;
  const { british, french } = scores(s);
  if (british !== french) return endGame(draft, british > french ? 'british' : 'french', 'armada');
  if (s.loyalties.includes('dutch')) return endGame(draft, 'dutch', 'dutchTie');
  // Sudden death: the Armada leaves the game; discards, row and deck form a new deck and row.
  s.suddenDeath += 1;
  s.pending = null;
  draft.emit({ type: 'suddenDeath', british, french });
  const cards = [...s.discard, ...s.row.filter((card): card is EventCard => card !== null), ...s.eventDeck];
  s.discard = [];
  newRow(draft, cards, 'suddenDeath');
}

/**
 * Sudden death is decided after each action: FR-2e, the first nation to take the lead; IT-1e, the
 * first team to gain a treasure (if both gain at once, the richer; still level, play on).
 */
function checkSuddenDeath(draft: TortugaDraft): void {
  if (draft.suddenDeathBefore === 0) return;
  const now = scores(draft.s);
  if (draft.rules.suddenDeath === 'lead') {
    if (now.british !== now.french)
      endGame(draft, now.british > now.french ? 'british' : 'french', 'suddenDeath');
    return;
  }
  const before = draft.scoresBefore;
  const british = now.british > before.british;
  const french = now.french > before.french;
  if (british && french) {
    if (now.british !== now.french)
      endGame(draft, now.british > now.french ? 'british' : 'french', 'suddenDeath');
  } else if (british) {
    endGame(draft, 'british', 'suddenDeath');
  } else if (french) {
    endGame(draft, 'french', 'suddenDeath');
  }
}
