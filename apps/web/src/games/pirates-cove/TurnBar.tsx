'use client';

import type { PiratesCoveView } from '@brethren/engine';
import { islandLabel, placeOf, who, whom, type Words } from './describe';

function turnLabel(view: PiratesCoveView): string {
  if (view.options.variant === 'solo') return `Turn ${view.turn}`;
  return `Turn ${view.turn} of ${view.turns}`;
}

/** The winners by the engine's order: fame (Fame cards included), then gold, then treasures. */
function winners(view: PiratesCoveView): number[] {
  const scores = view.finalScores;
  if (!scores) return [];
  const rank = (seat: number) => [
    scores[seat] ?? 0,
    view.seats[seat]?.gold ?? 0,
    view.seats[seat]?.treasures ?? 0,
  ];
  let best: number[] = [];
  for (const seat of view.seats.map((s) => s.seat)) {
    const [a, b, c] = rank(seat);
    const top = best[0] === undefined ? null : rank(best[0]);
    if (!top || a! > top[0]! || (a === top[0] && (b! > top[1]! || (b === top[1] && c! > top[2]!))))
      best = [seat];
    else if (a === top[0] && b === top[1] && c === top[2]) best.push(seat);
  }
  return best;
}

function statusText(
  view: PiratesCoveView,
  words: Words,
  activeSeats: readonly number[],
  live: boolean,
): string {
  if (view.finalScores) {
    if (view.options.variant === 'solo')
      return view.soloWon
        ? `Game over: the goal is reached with ${view.finalScores[0] ?? 0} fame!`
        : `Game over: time ran out at ${view.finalScores[0] ?? 0} fame.`;
    const best = winners(view);
    const fame = view.finalScores[best[0] ?? 0] ?? 0;
    if (best.length === 1)
      return best[0] === words.viewer
        ? `You won with ${fame} fame!`
        : `${who(best[0]!, words)} won with ${fame} fame.`;
    return `${best.map((seat) => who(seat, words)).join(' and ')} share the win with ${fame} fame.`;
  }
  if (!live) return 'The match is over.';
  const turn = turnLabel(view);
  const waiting = activeSeats.map((seat) => whom(seat, words)).join(', ') || 'nobody';
  const first = activeSeats[0] ?? -1;
  const combat = view.combat;
  switch (view.phase) {
    case 'shopping':
      return `Before turn 1: shopping at printed costs — waiting for ${waiting}.`;
    case 'placing':
      return `${turn} · ${who(first, words)} place${first === words.viewer ? '' : 's'} a loot card.`;
    case 'navigating':
      return `${turn} · Courses are set in secret — waiting for ${waiting}.`;
    case 'newRoute':
      return `${turn} · New Route window — waiting for ${waiting}.`;
    case 'combat': {
      if (!combat) return `${turn} · Battles.`;
      const where = `Battle at ${islandLabel(combat.island)}`;
      if (combat.prompt) {
        const kind = combat.prompt.kind;
        const doing =
          kind === 'boardChoice'
            ? 'to board or let go'
            : kind === 'challenge'
              ? 'to challenge to a duel or fight the boarding'
              : kind === 'duelAnswer'
                ? 'to accept or refuse the duel'
                : kind === 'weapons'
                  ? 'to choose weapons'
                  : kind === 'pistols'
                    ? 'to shoot or wait'
                    : kind === 'swap'
                      ? 'to swap ships or not'
                      : 'to bury under fire or not';
        return `${turn} · ${where}: waiting for ${waiting} ${doing}.`;
      }
      return `${turn} · ${where}: waiting for ${waiting} ${combat.stage === 'battle' ? 'to play a battle card or pass' : 'to fire or flee'}.`;
    }
    case 'upgrades': {
      const seat = view.seats[first];
      return `${turn} · Upgrades: ${who(first, words)}${seat ? ` at ${placeOf(seat)}` : ''}.`;
    }
    default:
      return `${turn}.`;
  }
}

export function TurnBar({
  view,
  words,
  activeSeats,
  live,
}: {
  view: PiratesCoveView;
  words: Words;
  activeSeats: readonly number[];
  live: boolean;
}) {
  const mine = words.viewer !== null && live && activeSeats.includes(words.viewer);
  return (
    <p
      className={`turn-bar pc-turn-bar${mine ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="turn-bar"
    >
      {statusText(view, words, activeSeats, live)}
    </p>
  );
}
