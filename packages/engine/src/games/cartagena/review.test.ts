import { describe, expect, it } from 'vitest';
import { Random } from '../../core/random.js';
import { faceUpJudgement, reviewDecision } from '../../core/review/index.js';
import { cartagena } from './index.js';
import { card, scenario } from './testing/fixtures.js';

/**
 * Two players, each with five pirates home and one left. It is seat 0's last action of the turn:
 * its hook sails the last pirate past every square (no hook lies ahead) and wins; its lantern only
 * reaches square 36, and seat 1, whose last pirate a pistol carries home, wins on its turn.
 */
const lastPirate = (opponentHand: readonly string[] = ['pistol', 'pistol', 'pistol']) =>
  scenario({
    players: 2,
    pirates: {
      0: ['finish', 'finish', 'finish', 'finish', 'finish', 35],
      1: ['finish', 'finish', 'finish', 'finish', 'finish', 34],
    },
    hands: { 0: ['hook', 'lantern'], 1: opponentHand },
    turnSeat: 0,
    actionsUsed: 2,
  });

const winning = { type: 'playCard', card: card('hook'), from: 35 };
const losing = { type: 'playCard', card: card('lantern'), from: 35 };
const settings = { iterations: 120, seed: 'planted' };

describe('Cartagena post-game review', () => {
  it('calls a lantern that leaves the last pirate short a blunder or a mistake, and the hook home best', () => {
    const reviewed = reviewDecision(cartagena, lastPirate(), 0, losing, settings);
    expect(['MISTAKE', 'BLUNDER']).toContain(reviewed?.label);
    expect(reviewed?.best).toEqual(winning);
    expect(reviewed?.bestScore).toBeGreaterThan(reviewed?.playedScore ?? 1);
  });

  it('judges alike from states the seat cannot tell apart: it never reads the others’ hands or the deck', () => {
    const state = lastPirate();
    const disguised = cartagena.disguise?.(state, 0, Random.fromSeed('another deal'));
    expect(JSON.stringify(disguised?.hands[1])).not.toBe(JSON.stringify(state.hands[1]));
    expect(reviewDecision(cartagena, disguised, 0, losing, settings)).toEqual(
      reviewDecision(cartagena, state, 0, losing, settings),
    );
  });

  it('calls the hook that sails the last pirate home best', () => {
    const reviewed = reviewDecision(cartagena, lastPirate(), 0, winning, settings);
    expect(reviewed).toMatchObject({ label: 'BEST', best: winning, loss: 0 });
  });

  describe('with everything face up', () => {
    it('sees the pistols that carry seat 1 home: the lantern loses for sure, the hook wins for sure', () => {
      expect(faceUpJudgement(cartagena, lastPirate(), 0, losing, settings)).toEqual({
        best: winning,
        playedScore: 0,
        bestScore: 1,
      });
      expect(faceUpJudgement(cartagena, lastPirate(), 0, winning, settings)).toEqual({
        best: winning,
        playedScore: 1,
        bestScore: 1,
      });
    });

    it('reads the real hands (the review proper never does): with no card in seat 1’s hand, the lantern seldom loses', () => {
      // Seat 1 can only draw by moving back, which rarely carries it home before seat 0's hook does.
      const judgement = faceUpJudgement(cartagena, lastPirate([]), 0, losing, settings);
      expect(judgement?.playedScore).toBeGreaterThan(0.5);
    });
  });
});
