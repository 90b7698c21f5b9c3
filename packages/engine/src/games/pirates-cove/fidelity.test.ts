import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVE, LOOT_CARDS, PLACEHOLDER_CARDS } from './data.js';
import { CARD_PACK } from './pack.js';
import { parsePack } from './pack-schema.js';
import { piratesCove } from './index.js';
import { legalActions } from './legal.js';
import { LEGEND } from './state.js';
import { combatOn, scenario, settle } from './testing/fixtures.js';
import { eventsOf, loadDice, play } from './testing/play.js';

/**
 * Issue #18, "Rulebook fidelity": each test quotes the passage of the Italian digest (S004, our
 * rulebook) it holds the engine to, with a short English gloss.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const CALICO = LEGEND;

describe("Pirate's Cove — rulebook fidelity (S004)", () => {
  it('Cove repairs restore every damaged section, whenever the damage was taken', () => {
    // S004: "deve riparare obbligatoriamente tutte le sezioni della propria nave, pagando 2 dbl per
    // ogni sezione danneggiata" — it must repair all sections of its ship, 2 gold per damaged one.
    // The hull was shot down in an earlier turn (repair target 1, now 0); this turn the ship flees.
    let state = scenario({
      seats: {
        0: { at: COVE, gold: 6, levels: { sails: 2, hull: 0 }, repairTo: { hull: 1 } },
        1: { at: COVE, gold: 0 },
      },
      legends: [],
      phase: { kind: 'navigating' },
      turn: 1,
    });
    state = play(state, 0, { type: 'setCourse', island: 3 }).state;
    state = play(state, 1, { type: 'setCourse', island: 3 }).state;
    for (const seat of [0, 1]) state = play(state, seat, { type: 'keepCourse' }).state;
    loadDice(6);
    const { state: after, events } = play(state, 0, { type: 'flee' });
    expect(eventsOf(events, 'coveRepaired')[0]).toMatchObject({ seat: 0, sections: 1, paid: 2 });
    expect(after.seats[0]?.levels).toEqual([2, 1, 1, 1]);
  });

  it('a ship defeated this turn does nothing else at the Cove: no Events, no parrots', () => {
    // S004: "La nave immediatamente si ritira al Covo dei Pirati per essere riparata e per questo
    // turno di gioco non potrà fare altro" — it retreats to the Cove to be repaired and may do
    // nothing else this turn.
    const atCove = (crippled: boolean) =>
      settle(
        scenario({
          seats: {
            0: {
              at: COVE,
              retreated: true,
              crippled,
              gold: 0,
              hand: ['event-windfall', 'parrot-bones'],
              mastercraft: { section: 'hull', damaged: true },
            },
          },
          phase: { kind: 'upgrades', index: 0, begun: false },
        }),
      );
    // It repairs and takes its reward (and may mend its Mastercraft, a repair S004 allows at the Cove).
    const defeated = play(atCove(true), 0, { type: 'coveReward', reward: 'cardAndGold' }).state;
    expect(legalActions(defeated, 0).map((a) => a.type)).toEqual(['repairMastercraft', 'finishUpgrades']);
    // A ship that fled (not defeated) still plays its cards at the Cove.
    const fled = legalActions(
      play(atCove(false), 0, { type: 'coveReward', reward: 'twoCards' }).state,
      0,
    ).map((a) => a.type);
    expect(fled).toContain('playEvent');
    expect(fled).toContain('placeParrot');
  });

  it('New Route: the two face-up cards go to two different pirates, 15 gold each at the Tavern', () => {
    // S004: "I primi due pirati che arrivano sull'Isola della Taverna, possono acquistare una carta
    // Nuova Rotta al costo di 15 dobloni" — the first two pirates at the Tavern may each buy one
    // for 15 gold; "non può acquistarne una se ne ha già utilizzata un'altra" — never after using one.
    let state = settle(
      scenario({ seats: { 0: { at: 1, gold: 40 } }, phase: { kind: 'upgrades', index: 0, begun: false } }),
    );
    state = play(state, 0, { type: 'buyNewRoute' }).state;
    expect(state.seats[0]).toMatchObject({ gold: 25, hand: ['new-route'] });
    expect(state.newRouteDisplay).toBe(1);
    expect(legalActions(state, 0)).not.toContainEqual({ type: 'buyNewRoute' });
  });

  it('boarding: parrots have no effect, but a Mastercraft on the crew still absorbs up to two hits', () => {
    // S004: "Durante l'arrembaggio le carte Bordata/Salva non possono essere giocate e i pappagalli
    // non hanno alcun effetto" — while boarding no Volleys and parrots have no effect; the
    // Mastercraft "assorbe automaticamente fino a 2 colpi andati a segno in quella sezione".
    let state = combatOn(3, {
      seats: {
        0: { at: 3, gold: 0, levels: { sails: 2, crew: 3 }, hand: ['battle-boarding'] },
        1: {
          at: 3,
          gold: 5,
          levels: { sails: 1 },
          mastercraft: { section: 'crew', damaged: false },
          parrot: { card: 'parrot-silver', hits: 0 },
        },
      },
    });
    state = play(state, 0, { type: 'playBattleCard', card: 'battle-boarding' }).state;
    state = play(state, 0, { type: 'boardShip' }).state;
    // Boarded ship (crew 2): misses. Boarder (crew 4): three hits — the Mastercraft takes two, the
    // crew the third (not the parrot). Then the boarder (more crew) rolls first and finishes it.
    loadDice(1, 1, 5, 5, 5, 1, 5, 1, 1, 1);
    const { state: after, events } = play(state, 1, { type: 'acceptBoarding' });
    expect(eventsOf(events, 'hitAbsorbed').map((e) => [e.by, e.section, e.lost])).toEqual([
      ['mastercraft', 'crew', false],
      ['mastercraft', 'crew', true],
    ]);
    expect(eventsOf(events, 'boardingRoll').map((e) => e.hits)).toEqual([0, 3, 1]);
    expect(after.seats[1]).toMatchObject({ mastercraft: null, parrot: { card: 'parrot-silver', hits: 0 } });
    expect(eventsOf(events, 'boardingWon')[0]).toMatchObject({ winner: 0, loser: 1 });
  });

  it('I rudi bucanieri: a mutiny while retreating costs treasure and gold and the 2 fame of the retreat, not 4', () => {
    // S004: "Se un giocatore decide di ritirarsi da una battaglia perde subito 2 Punti Fama …
    // Inoltre deve tirare il dado per l'eventuale ammutinamento che avviene con i risultati del dado
    // 1 e 2: il giocatore perde tesori e oro e ritorna al Covo" — retreat costs 2 fame; a mutiny
    // (1–2) loses treasure and gold.
    const state = combatOn(4, {
      options: { variant: 'rudi' },
      seats: { 0: { at: 4, fame: 5, gold: 7, treasures: 2, levels: { sails: 2 } }, 1: { at: 4 } },
    });
    loadDice(2);
    const { state: after, events } = play(state, 0, { type: 'flee' });
    expect(eventsOf(events, 'shipFled')[0]).toMatchObject({ mutiny: true });
    expect(after.seats[0]).toMatchObject({ fame: 3, gold: 0, treasures: 0, at: COVE });
  });

  it('LP hits persist between turns only in I rudi bucanieri; in the standard game an LP starts each combat undamaged', () => {
    // S004 (I rudi bucanieri only): "Ogni colpo andato a segno contro un PL viene ricordato mettendo
    // un segnalino sulla sua carta e rimane lì fino alla fine del gioco" — each hit on an LP stays
    // on its card until the end of the game (or until it sinks). The standard game says no such thing.
    const fight = (variant: 'standard' | 'rudi') => {
      const state = combatOn(3, {
        options: { variant },
        seats: { 0: { at: 3, levels: { sails: 4 } }, 1: { at: 6, gold: 0 } },
        legends: [{ name: 'Calico Jack', at: 3 }],
      });
      // Seat 0 hits the crew once; Calico Jack misses back; seat 0 flees cleanly.
      loadDice(5, 1, 1, 1, 4);
      const hit = play(state, 0, { type: 'fire', target: CALICO, section: 'crew' }).state;
      const after = play(hit, 0, { type: 'flee' }).state;
      vi.restoreAllMocks();
      return after.legends[0]?.hits;
    };
    expect(fight('standard')).toEqual([0, 0, 0, 0]);
    expect(fight('rudi')).toEqual([0, 1, 0, 0]);
  });

  it('pre-game shopping is a base-game option, off by default: the digest’s turn begins with the loot', () => {
    // S004 "Il turno di gioco": "1. Scoprite la prima carta Bottino su ciascuna isola" — the turn
    // starts by revealing the loot; the digest has no shopping before it.
    expect(piratesCove.setup({ players: 3, seed: 'no-shop' })).toMatchObject({
      turn: 1,
      phase: { kind: 'navigating' },
    });
    const shop = piratesCove.setup({ players: 3, seed: 'shop', options: { preGameShopping: true } });
    expect(shop.phase.kind).toBe('shopping');
  });

  it('solo movement is limited: the grid by default, two turns between islands the other choice, no free movement', () => {
    // S004 "Movimento": "il giocatore può spostare la propria nave fino al massimo di caselle pari al
    // numero di Vele" — up to the Sails value in squares; "In alternativa (non testata), il
    // giocatore necessita sempre di due turni per spostarsi da un'isola ad una qualunque altra".
    expect(piratesCove.parseOptions({}, 1)).toMatchObject({ ok: true, options: { soloMovement: 'grid' } });
    expect(piratesCove.parseOptions({ soloMovement: 'twoTurns' }, 1)).toMatchObject({ ok: true });
    expect(piratesCove.parseOptions({ soloMovement: 'free' }, 1)).toEqual({
      ok: false,
      message: 'soloMovement must be one of grid, twoTurns',
    });
  });

  it('decks as the digest builds them: 14 Legendary Pirates, the Tavern deck with the expansion’s 27 cards (9 doubles)', () => {
    // S004 "Materiale": "Aggiungete le 9 Carte PL e le 27 carte Taverna (di cui 9 doppie) che
    // trovate in questa espansione" — add the expansion's 9 LP cards and 27 Tavern cards (9 doubles).
    const state = piratesCove.setup({ players: 3, seed: 'decks' });
    expect(state.legendDeck.length + state.legends.length).toBe(5 + 9);
    const tavern =
      state.tavernDeck.length +
      state.tavernDiscard.length +
      state.seats.reduce((sum, s) => sum + s.hand.length + (s.parrot ? 1 : 0), 0);
    expect(tavern).toBe(42 + 2 + 27);
    expect(CARD_PACK.tavern.filter((card) => card.set === 'expansion' && card.copies === 2)).toHaveLength(9);
  });

  it('the treasure deck is one shuffled deck of 60 cut into five stacks of 12, not a fixed set per island', () => {
    // S004 "Preparazione": "Carte Bottino: ponetele in mazzetti da 12 sulle Isole Esterne" — the
    // treasure cards, in stacks of 12 on the outer islands.
    const stacks = (seed: string) => {
      const state = piratesCove.setup({ players: 3, seed });
      return [1, 2, 3, 4, 5].map((island) => {
        const loot = state.islands[island]!;
        return [...loot.deck, ...(loot.revealed === null ? [] : [loot.revealed])];
      });
    };
    const dealt = stacks('treasure');
    expect(dealt.map((stack) => stack.length)).toEqual([12, 12, 12, 12, 12]);
    expect(new Set(dealt.flat())).toEqual(new Set(LOOT_CARDS.map((_, id) => id)));
    // Card 0 (once the Tavern island's own) lies on any island, as the shuffle falls.
    const islandOfFirst = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
      stacks(seed).findIndex((stack) => stack.includes(0)),
    );
    expect(new Set(islandOfFirst).size).toBeGreaterThan(1);
  });

  it('the card pack is one validated file: S004’s counts are checked and every placeholder is marked', () => {
    expect(() => parsePack(CARD_PACK)).not.toThrow();
    const short = { ...CARD_PACK, legends: CARD_PACK.legends.slice(1) };
    expect(() => parsePack(short)).toThrow(/base Legendary Pirates: 4, S004 has 5/);
    expect(() => parsePack({ ...CARD_PACK, royalNavy: { ...CARD_PACK.royalNavy, colour: 'red' } })).toThrow();
    expect(
      CARD_PACK.legends.filter((card) => card.set === 'expansion').every((card) => card.placeholder),
    ).toBe(true);
    expect(
      CARD_PACK.tavern.filter((card) => card.set === 'expansion').every((card) => card.placeholder),
    ).toBe(true);
    expect(PLACEHOLDER_CARDS).toBe(true);
  });
});
