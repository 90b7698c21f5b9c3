import { games } from '@brethren/engine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_NAMESPACES } from '@/games/ids';
import { GAME_LOG_WORDS } from '@/games/registry';
import { logFor, play, start, type Game } from '@/games/shared/testing/played';
import { renderWithIntl, testTranslator } from '@/testing/intl';
import { GameMoveList } from './GameMoveList';

const NAMES = ['anne', 'Bot (heuristic)', 'cleo', 'dora'];

/** A few first moves of a game, each seat playing its first legal action, and the log as a replay has it. */
function opening(game: Game<unknown, unknown, unknown>, players: number) {
  const played = start(game, { players, seed: 'move-list' });
  for (let move = 0; move < 4; move += 1) {
    const seat = game.activeSeats(played.state)[0];
    if (seat === undefined) break;
    play(game, played, seat, game.legalActions(played.state, seat)[0]);
  }
  return { view: game.view(played.state, null), log: logFor(played.entries, null) };
}

describe('a replay’s move list', () => {
  it.each(GAME_IDS)('%s tells its moves in the words of its own table’s log', async (id) => {
    const game: Game<unknown, unknown, unknown> = games[id];
    const players = Math.max(3, games[id].minPlayers);
    const { view, log } = opening(game, players);
    const logInWords = await GAME_LOG_WORDS[id]();
    const t = testTranslator(GAME_NAMESPACES[id]);
    const names = NAMES.slice(0, players);
    const lines = logInWords(log as never, { view, names, viewer: null, t, locale: 'en' } as never);
    const first = lines.filter((line) => line.seq === 1).map((line) => line.text);

    renderWithIntl(<GameMoveList game={id} view={view} names={names} log={log} step={1} onStep={() => {}} />);

    const moves = await screen.findAllByRole('button');
    expect(moves).toHaveLength(log.length + 1);
    expect(first.length).toBeGreaterThan(0);
    expect(moves[1]?.textContent).toBe(`1${first.join(' ')}`);
  });

  it('draws nothing for a game this app does not draw', () => {
    const { container } = renderWithIntl(
      <GameMoveList game="chess" view={null} names={NAMES} log={[]} step={0} onStep={() => {}} />,
    );
    expect(container.textContent).toBe('');
  });
});
