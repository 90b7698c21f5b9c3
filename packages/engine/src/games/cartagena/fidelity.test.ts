/**
 * Issue #18, rulebook fidelity: each test quotes the passage of the rulebook (S003, Italian) it
 * checks, with a short English gloss.
 */
import { describe, expect, it } from 'vitest';
import { cardOf } from './data.js';
import { legalActions } from './legal.js';
import type { CartagenaState } from './state.js';
import { B2_JUNGLE, B2_TUNNEL, card, scenario } from './testing/fixtures.js';
import { handSize, play, refused } from './testing/play.js';
import { view } from './view.js';

const RED = 0;
const YELLOW = 1;

const fullStory = { story: 'full' as const, drawRule: 'both' as const };
const board = { path: B2_TUNNEL, jungle: B2_JUNGLE };

describe('Cartagena — rulebook fidelity (S003)', () => {
  it('after the Captain’s free boat move, an empty hand may no longer skip the whole turn', () => {
    // «Nel caso in cui un giocatore non avesse più carte in mano, potrà saltare il suo intero turno
    // e pescare una carta.» — a player with no cards may skip his *whole* turn and draw a card.
    // Once the Captain has sailed free, part of the turn has been played: it can no longer be skipped.
    const start = scenario({
      players: 2,
      options: fullStory,
      ...board,
      pirates: { [RED]: ['boat', 'boat', 3], [YELLOW]: ['boat'] },
      hands: { [RED]: [] },
    });
    expect(legalActions(start, RED)).toContainEqual({ type: 'skipTurn' });
    const sailed = play(start, RED, { type: 'moveBoat' }).state;
    expect(sailed.turn.actionsUsed).toBe(0);
    expect(legalActions(sailed, RED)).not.toContainEqual({ type: 'skipTurn' });
    refused(sailed, RED, { type: 'skipTurn' }, 'ILLEGAL_ACTION');
  });

  it('the hook moves two pirates standing on one square of the path: the prison and the boat are not squares', () => {
    // «In base alla seconda carta, può muovere assieme due dei suoi pirati purché si trovino sulla
    // stessa casella.» — with the second card he may move two of his pirates together, provided
    // they stand on the same square.
    const hook = (from: number | 'start' | 'boat') => ({
      type: 'playHook',
      hook: card('hook'),
      card: card('rum'),
      from,
    });
    const magic = { blackMagicWoman: true };
    const prison = scenario({ players: 2, options: magic, hands: { [RED]: ['hook', 'rum'] } });
    refused(prison, RED, hook('start'), 'ILLEGAL_ACTION');
    expect(legalActions(prison, RED).filter((a) => a.type === 'playHook')).toEqual([]);

    const boat = scenario({
      players: 2,
      options: { ...fullStory, ...magic },
      ...board,
      pirates: { [RED]: ['boat', 'boat'] },
      boat: 'tortuga',
      hands: { [RED]: ['hook', 'rum'] },
    });
    refused(boat, RED, hook('boat'), 'ILLEGAL_ACTION');

    const square = scenario({
      players: 2,
      options: magic,
      pirates: { [RED]: [3, 3] },
      hands: { [RED]: ['hook', 'rum'] },
    });
    expect(play(square, RED, hook(3)).state.occupancy[5]).toBe(2);
  });

  it('the Captain is announced only when the boat can actually sail', () => {
    // «se all'inizio del suo turno un giocatore ha il maggior numero di pirati a bordo della
    // scialuppa […] quel giocatore è il Capitano e può muovere la scialuppa prima di usare le sue tre
    // azioni» — the Captain may move the boat before his actions; and «Se la scialuppa si trova a
    // Tortuga, il giocatore può spostarla a Cartagena solo se almeno uno dei suoi pirati si trova
    // ancora nel passaggio sotterraneo» — back to Cartagena only with a pirate still in the tunnel.
    const stranded = scenario({
      players: 2,
      options: fullStory,
      ...board,
      pirates: { [RED]: ['boat', 'boat', 20, 21, 22, 23], [YELLOW]: ['boat', 19] },
      boat: 'tortuga',
      hands: { [YELLOW]: ['rum'] },
      turnSeat: YELLOW,
      actionsUsed: 2,
    });
    const { state, events } = play(stranded, YELLOW, { type: 'playCard', card: card('rum'), from: 'start' });
    expect(state.turn.seat).toBe(RED);
    expect(events.find((e) => e.type === 'turnStarted')).toMatchObject({ seat: RED, captain: false });
    expect(view(state, RED).turn.captainMoveAvailable).toBe(false);
    expect(legalActions(state, RED)).not.toContainEqual({ type: 'moveBoat' });

    const atCartagena = { ...state, boat: 'cartagena' as const };
    expect(view(atCartagena, null).turn.captainMoveAvailable).toBe(true);
    expect(legalActions(atCartagena, RED)).toContainEqual({ type: 'moveBoat' });
  });

  it('Lantern: the remembered top of the draw pile never names a wrong card', () => {
    // «Lanterna: Il giocatore pesca quattro carte, ne sceglie una e mette le altre sopra al mazzo
    // nell'ordine che preferisce.» — draw four, keep one, put the others on top in the order you
    // like. The player knows those cards only while they really are the top of the pile.
    let state = scenario({
      players: 2,
      options: { blackMagicWoman: true },
      pirates: { [RED]: [21], [YELLOW]: [19, 19] },
      hands: { [RED]: ['lantern', 'lantern'], [YELLOW]: ['lantern'] },
      drawPileTop: ['rum', 'hook', 'parrot', 'pistol', 'chest', 'rum*'],
    });
    const step = (seat: number, action: object) => {
      state = play(state, seat, action).state;
      for (const viewer of [RED, YELLOW]) expectTruthfulTop(state, viewer);
    };
    step(RED, { type: 'useLantern', card: card('lantern') });
    step(RED, { type: 'keepCard', card: card('rum') });
    for (const name of ['hook', 'pistol', 'parrot']) step(RED, { type: 'returnCard', card: card(name) });
    expect(names(view(state, RED).knownDrawPileTop)).toEqual(['parrot', 'pistol', 'hook']);

    // A second Lantern draws the remembered cards: the memory is replaced by what goes back.
    step(RED, { type: 'useLantern', card: card('lantern') });
    step(RED, { type: 'keepCard', card: card('chest') });
    step(RED, { type: 'returnCard', card: card('hook') });
    step(RED, { type: 'returnCard', card: card('parrot') });
    expect(names(view(state, RED).knownDrawPileTop)).toEqual(['parrot', 'hook']);
    step(RED, { type: 'returnCard', card: card('pistol') });
    expect(names(view(state, RED).knownDrawPileTop)).toEqual(['pistol', 'parrot', 'hook']);

    // Another player's Lantern draws them too: the first player knows nothing of the new top.
    step(RED, { type: 'endTurn' });
    step(YELLOW, { type: 'useLantern', card: card('lantern') });
    step(YELLOW, { type: 'keepCard', card: card('rum*') });
    step(YELLOW, { type: 'returnCard', card: card('hook') });
    step(YELLOW, { type: 'returnCard', card: card('parrot') });
    expect(view(state, RED).knownDrawPileTop).toEqual([]);
    step(YELLOW, { type: 'returnCard', card: card('pistol') });
    expect(names(view(state, YELLOW).knownDrawPileTop)).toEqual(['pistol', 'parrot', 'hook']);

    // Draws take the known cards off the top one by one.
    step(YELLOW, { type: 'endTurn' });
    step(RED, { type: 'moveBack', from: 21 });
    expect(names(view(state, YELLOW).knownDrawPileTop)).toEqual(['hook']);
  });

  it('once the boat sails the game is over: no draws for the push that ends it', () => {
    // «Non appena un giocatore riesce a imbarcare tutti i suoi 6 pirati, la scialuppa salpa e la
    // partita finisce.» — as soon as a player has all his pirates aboard, the boat sails and the
    // game ends; Morgan's two cards («pesca due carte») are not drawn after that.
    const state = scenario({
      players: 2,
      options: { drawRule: 'morgan', pirates: 4 },
      pirates: { [RED]: [5], [YELLOW]: ['finish', 'finish', 'finish', 36] },
      hands: { [RED]: [] },
    });
    const { state: over, events } = play(state, RED, { type: 'pushPirate', seat: YELLOW, from: 36 });
    expect(over.winner).toBe(YELLOW);
    expect(handSize(over, RED)).toBe(0);
    expect(events.map((e) => e.type)).not.toContain('cardsDrawn');
    expect(over.drawPile).toEqual(state.drawPile);
  });

  it('once the boat sails the game is over: a dark card that wins calls for no Filibuster discards', () => {
    // «la scialuppa salpa e la partita finisce» — the game ends; «Ogni volta che una carta con lo
    // sfondo scuro viene usata, ogni giocatore […] dovrà scartare tutte le sue carte in eccesso»
    // does not outlive it.
    const state = scenario({
      players: 2,
      options: { filibuster: true, pirates: 4 },
      pirates: { [RED]: ['finish', 'finish', 'finish', 30], [YELLOW]: [36] },
      hands: { [RED]: ['lantern*'], [YELLOW]: new Array<string>(10).fill('hook') },
    });
    const { state: over, events } = play(state, RED, {
      type: 'playCard',
      card: card('lantern*'),
      from: 30,
    });
    expect(over.winner).toBe(RED);
    expect(over.discardsOwed).toEqual([0, 0]);
    expect(events.map((e) => e.type)).not.toContain('discardsRequired');
    expect(events.at(-1)?.type).toBe('gameWon');
  });

  it('the snake sends a jungle pirate back along the jungle path, never into the tunnel', () => {
    // «il pirata del giocatore fuggirà indietro fino al primo simbolo rum libero […] Se non ci sono
    // simboli rum liberi, il pirata dovrà muoversi indietro fino all'inizio del percorso.» — the
    // pirate flees back to the first free rum, else to the start of the path: on Tortuga, the start
    // of the jungle path (square 19 of board B2), or the first square after it with room.
    const snake = (yellow: readonly number[]) =>
      play(
        scenario({
          players: 2,
          options: { ...fullStory, blackMagicWoman: true },
          ...board,
          pirates: { [RED]: [27], [YELLOW]: yellow },
          hands: { [RED]: ['chest'] },
          chests: { 27: -1 },
        }),
        RED,
        { type: 'openChest', card: card('chest'), at: 27 },
      ).state;
    expect(snake([21]).pirates[RED]).toContain(25);
    expect(snake([21, 25]).pirates[RED]).toContain(19);
    const full = snake([21, 25, 19, 19, 19]);
    expect(full.pirates[RED]).toContain(20);
    expect(full.occupancy[19]).toBe(3);
  });
});

function names(cards: readonly { symbol: string }[]): string[] {
  return cards.map((c) => c.symbol);
}

/** What the seat's view names as the top of the pile is the top of the pile. */
function expectTruthfulTop(state: CartagenaState, seat: number): void {
  const known = view(state, seat).knownDrawPileTop;
  const pile = state.drawPile;
  const actual = pile
    .slice(pile.length - known.length)
    .reverse()
    .map(cardOf);
  expect(known, `seat ${seat} remembers the top of the pile`).toEqual(actual);
}
