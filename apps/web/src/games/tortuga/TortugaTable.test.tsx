import { actionKey } from '@brethren/engine/core';
import type { TortugaAction } from '@brethren/engine/tortuga';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPTION_SETS, positions, tableProps, type Position } from './testing/positions';
import { TortugaTable } from './TortugaTable';
import { controlFor, listedActions, press } from '../shared/testing/controls';
import { pickSlots, prepare } from './testing/offer';

const cache = new Map<string, Position[]>();
function all(players: number, options: Record<string, unknown>, seed: string): Position[] {
  const key = `${players}|${JSON.stringify(options)}|${seed}`;
  if (!cache.has(key)) cache.set(key, positions(players, seed, options));
  return cache.get(key)!;
}

/** The first position of some random game (option sets and seeds in turn) where `test` holds. */
function find(test: (position: Position) => boolean, sets = OPTION_SETS): Position {
  for (const seed of ['t1', 't2', 't3', 't4']) {
    for (const { players, options } of sets) {
      const found = all(players, options, seed).find(test);
      if (found) return found;
    }
  }
  throw new Error('no such position');
}

/** A vote a seat answers, and the next different vote that seat answers in the same game. */
function twoVotesOfOneSeat(): [Position, Position] {
  const isVote = (p: Position) => p.state.pending?.kind === 'vote' && p.actions.length > 0;
  const voteOf = (p: Position) => JSON.stringify([p.state.turn.number, p.state.pending]);
  for (const seed of ['t1', 't2', 't3', 't4']) {
    for (const { players, options } of OPTION_SETS) {
      const list = all(players, options, seed);
      for (const [index, first] of list.entries()) {
        if (!isVote(first)) continue;
        const next = list
          .slice(index + 1)
          .find((p) => isVote(p) && p.seat === first.seat && voteOf(p) !== voteOf(first));
        if (next) return [first, next];
      }
    }
  }
  throw new Error('no two votes of one seat');
}

function show(position: Position, viewer: number | null = position.seat) {
  const onAct = vi.fn();
  // The position's own legal actions, so what the table sends can be compared by identity.
  const props = {
    ...tableProps(position, viewer),
    ...(viewer === position.seat ? { legalActions: position.actions } : {}),
  };
  render(<TortugaTable {...props} onAct={onAct} />);
  return { onAct, props };
}

/** The action sent, checked to be one of the legal ones exactly as given (same object). */
function sent(onAct: ReturnType<typeof vi.fn>, legal: readonly unknown[]): TortugaAction {
  expect(onAct).toHaveBeenCalledTimes(1);
  const action = onAct.mock.calls[0]![0] as TortugaAction;
  expect(legal).toContain(action);
  return action;
}

/** Reaches the action through the table's own controls, as a person would, and presses it. */
function clickThrough(action: TortugaAction): void {
  const control = controlFor(document.body, action, prepare);
  if (!control) throw new Error(`the table offers no control for ${actionKey(action)}`);
  press(control);
}

const turnPosition = (p: Position) =>
  p.state.pending === null &&
  p.state.turn.number > 2 &&
  p.seat === p.state.turn.seat &&
  p.actions.some((a) => a.type === 'peek');

describe('the Tortuga table', () => {
  it('draws a real position: the row, both ships, Tortuga, the galleon and every pirate', () => {
    const position = find((p) => p.state.players === 9 && turnPosition(p));
    show(position);
    expect(screen.getAllByTestId('slot')).toHaveLength(5);
    for (const id of ['ship-flyingDutchman', 'ship-jollyRoger', 'tortuga', 'galleon', 'scores'])
      expect(screen.getByTestId(id)).toBeTruthy();
    const seats = within(screen.getByTestId('seat-list')).getAllByRole('listitem');
    expect(seats).toHaveLength(9);
    const state = position.state;
    const crew = state.ships[1]!.crew;
    const ship = screen.getByTestId('ship-jollyRoger');
    expect(ship.getAttribute('aria-label')).toContain(`${crew.length} of 5 aboard`);
    // Crew order: the captain first, with his role drawn under him.
    if (crew.length > 0) expect(within(ship).getAllByText('Captain')).toHaveLength(1);
    expect(screen.getByTestId('turn-bar').textContent).toMatch(/Your turn/);
    expect(screen.getByTestId('galleon').getAttribute('aria-label')).toContain(`${state.galleon} treasure`);
  });

  it('reveals a picked event card, sending the legal action unchanged', () => {
    const position = find(turnPosition);
    const { onAct, props } = show(position);
    const slot = position.actions.find((a) => a.type === 'reveal')!;
    if (slot.type !== 'reveal') throw new Error('no reveal');
    const button = screen
      .getAllByTestId('slot')
      .find((b) => b.getAttribute('data-slot') === String(slot.slot))!;
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: `Reveal slot ${slot.slot}` }));
    expect(sent(onAct, props.legalActions)).toBe(slot);
  });

  it('peeks at two picked cards, or forces a player chosen on the board', () => {
    const position = find((p) => turnPosition(p) && p.state.players >= 4);
    const { onAct, props } = show(position);
    const peek = position.actions.find((a) => a.type === 'peek')!;
    if (peek.type !== 'peek') throw new Error('no peek');
    pickSlots(document.body, peek.slots);
    expect(
      screen.getByRole('button', { name: `Peek at slots ${peek.slots[0]} and ${peek.slots[1]}` }),
    ).toBeTruthy();
    // With two cards picked, the other pirates on the board can be forced.
    const pawn = screen.getAllByTestId('pawn-target')[0]!;
    expect(pawn.getAttribute('aria-label')).toMatch(/\. Force .* to reveal slot/);
    fireEvent.keyDown(pawn, { key: 'Enter' });
    const action = sent(onAct, props.legalActions);
    expect(action).toMatchObject({ type: 'force', slots: peek.slots });
  });

  it('marks the cards the viewer peeked at, for him alone', () => {
    const position = find(
      (p) =>
        p.state.pending === null &&
        p.state.peeks[p.seat]!.some((card, i) => card !== null && p.state.row[i] !== null),
    );
    const slot = position.state.peeks[position.seat]!.findIndex(
      (card, i) => card !== null && position.state.row[i] !== null,
    );
    show(position);
    const mine = screen.getAllByTestId('slot')[slot]!;
    expect(mine.getAttribute('aria-label')).toMatch(/you peeked at it/);
    expect(mine.querySelector('.peek-badge')).not.toBeNull();
    document.body.innerHTML = '';
    show(position, null);
    expect(screen.getAllByTestId('slot')[slot]!.getAttribute('aria-label')).not.toMatch(/peeked/);
  });

  it('picking a card the viewer peeked at, a control that cannot explain itself on tap, says what it does', () => {
    const peeked = (p: Position, i: number) => p.state.peeks[p.seat]![i] !== null && p.state.row[i] !== null;
    const position = find(
      (p) =>
        turnPosition(p) &&
        p.state.row.some(
          (_, i) => peeked(p, i) && p.actions.some((a) => a.type === 'reveal' && a.slot === i + 1),
        ),
    );
    const index = position.state.row.findIndex((_, i) => peeked(position, i));
    show(position);
    expect(screen.queryByTestId('known-card')).toBeNull();
    const slot = screen.getAllByTestId('slot')[index]!;
    expect(slot.tagName).toBe('BUTTON');
    fireEvent.click(slot);
    const card = slot.querySelector('.slot-known')!.textContent;
    expect(screen.getByTestId('known-card').textContent).toMatch(
      new RegExp(`^Slot ${index + 1}, ${card} \\(only you know it\\): [A-Z].{20,}`),
    );
    fireEvent.click(slot);
    expect(screen.queryByTestId('known-card')).toBeNull();
  });

  it('moves a pawn by clicking the board, or from the keyboard', () => {
    const position = find((p) => p.state.pending === null && p.actions.some((a) => a.type === 'move'));
    const { onAct, props } = show(position);
    const move = position.actions.find((a) => a.type === 'move')!;
    const target = screen
      .getAllByTestId('place-target')
      .find((element) => element.getAttribute('data-action') === actionKey(move))!;
    expect(target.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(target, { key: ' ' });
    expect(sent(onAct, props.legalActions)).toBe(move);
  });

  it('casts a secret vote in the vote dialog', () => {
    const position = find((p) => p.state.pending?.kind === 'vote' && p.actions.length > 0);
    const { onAct, props } = show(position);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading').textContent).toMatch(/Secret vote: (Attack|Mutiny|Brawl)/);
    const confirm = within(dialog).getByTestId<HTMLButtonElement>('vote-confirm');
    expect(confirm.disabled).toBe(true);
    // Put aside to look at the table, then opened again.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('vote-open'));
    fireEvent.click(screen.getByTestId('vote-open'));
    expect(document.activeElement?.id).toBe('tortuga-vote-title');
    const card = within(screen.getByRole('dialog')).getAllByTestId('vote-card')[0]!;
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(screen.getByRole('dialog')).getByTestId('vote-confirm'));
    const vote = sent(onAct, props.legalActions);
    expect(vote).toMatchObject({ type: 'vote', cards: [{ top: expect.any(String) }] });
    if (vote.type === 'vote') expect(card.getAttribute('data-card')).toContain(vote.cards[0]!.top);
  });

  // Two updates drawn in one render (a busy page, bots voting at once) took the table from one vote
  // of the viewer's straight to the next: the same dialog stayed, the focus on its spent button.
  it('a vote that follows another at once opens its own dialog: title focused, nothing picked', () => {
    const [first, next] = twoVotesOfOneSeat();
    const props = (p: Position) => ({ ...tableProps(p, p.seat), legalActions: p.actions });
    const { rerender } = render(<TortugaTable {...props(first)} onAct={vi.fn()} />);
    const card = within(screen.getByRole('dialog')).getAllByTestId('vote-card')[0]!;
    fireEvent.click(card);
    within(screen.getByRole('dialog')).getByTestId('vote-confirm').focus();
    rerender(<TortugaTable {...props(next)} onAct={vi.fn()} />);
    expect(document.activeElement?.id).toBe('tortuga-vote-title');
    const cards = within(screen.getByRole('dialog')).getAllByTestId('vote-card');
    expect(cards.filter((shown) => shown.getAttribute('aria-pressed') === 'true')).toEqual([]);
  });

  it('plays El Dorado’s two vote cards', () => {
    const position = find((p) => p.actions.some((a) => a.type === 'vote' && a.cards.length === 2));
    const { onAct, props } = show(position);
    const pair = position.actions.find((a) => a.type === 'vote' && a.cards.length === 2)!;
    if (pair.type !== 'vote') throw new Error('no pair');
    expect(screen.getByRole('dialog').textContent).toMatch(/El Dorado/);
    clickThrough(pair);
    expect(sent(onAct, props.legalActions)).toBe(pair);
  });

  it.each([
    [
      'a treasure map to give away',
      (p: Position) => p.actions.some((a) => a.type === 'giveTreasureMap'),
      /map/,
    ],
    [
      'the Fountain of Youth',
      (p: Position) => p.actions.some((a) => a.type === 'useFountainOfYouth'),
      /marooned/,
    ],
    [
      'Atlantis before another player’s turn',
      (p: Position) => p.state.pending === null && p.actions.some((a) => a.type === 'declineAtlantis'),
      /Atlantis/,
    ],
    [
      'a Letter of Marque',
      (p: Position) => p.actions.some((a) => a.type === 'keepLetterOfMarque' || a.type === 'drawVoteCard'),
      /Letter of Marque/,
    ],
    [
      'a forced reveal',
      (p: Position) => p.actions.some((a) => a.type === 'chooseSlot' || a.type === 'revealAtRandom'),
      /forces you/,
    ],
  ])('offers a pending choice: %s', (_name, test, title) => {
    const position = find(test);
    const { onAct, props } = show(position);
    const panel = screen.getByTestId('moves');
    expect(panel.textContent).toMatch(title);
    for (const action of position.actions) {
      onAct.mockClear();
      clickThrough(action);
      expect(sent(onAct, props.legalActions)).toBe(action);
    }
  });

  it('shows a spectator the board but no loyalty, no vote hand and no moves', () => {
    const position = find((p) => p.state.pending?.kind === 'vote');
    show(position, null);
    expect(screen.getByTestId('spectating').textContent).toMatch(/watching/);
    expect(screen.queryByTestId('loyalty')).toBeNull();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('all-actions')).toBeNull();
    expect(screen.queryByTestId('seat-loyalty')).toBeNull();
    expect(screen.getByTestId('turn-bar').textContent).toMatch(/waiting for/);
    expect(screen.getAllByTestId('vote-count')).toHaveLength(position.state.players);
  });

  it('shows a player his own loyalty and vote hand', () => {
    const position = find(turnPosition);
    show(position);
    const loyalty = position.state.loyalties[position.seat]!;
    expect(screen.getByTestId('loyalty').getAttribute('data-loyalty')).toBe(loyalty);
    const handSize = position.state.hands[position.seat]!.reduce((a, b) => a + b, 0);
    expect(within(screen.getByTestId('hand')).queryAllByRole('listitem')).toHaveLength(Math.max(handSize, 1));
  });

  it('tells the log in words, with private lines for their owner only', () => {
    const position = find((p) => p.entries.some((e) => e.events.some((ev) => ev.type === 'eventCardsSeen')));
    const peeker = position.entries.find((e) => e.events.some((ev) => ev.type === 'eventCardsSeen'))!.seat;
    show(position, peeker);
    const log = screen.getByTestId('event-log').textContent ?? '';
    expect(log).toMatch(/You peeked at slots \d and \d\./);
    expect(log).toMatch(/You saw slot \d: /);
    expect(log).not.toMatch(/[{}]/);
    document.body.innerHTML = '';
    show(position, null);
    const spectator = screen.getByTestId('event-log').textContent ?? '';
    expect(spectator).toMatch(/peeked at slots/);
    expect(spectator).not.toMatch(/saw slot/);
  });

  it('lists every legal action once more, and each click sends it unchanged', () => {
    const position = find(turnPosition);
    const { onAct, props } = show(position);
    expect(listedActions(document.body).sort()).toEqual(position.actions.map(actionKey).sort());
    fireEvent.click(screen.getByTestId('all-actions-toggle'));
    const last = screen.getAllByTestId('legal-action').at(-1)!;
    fireEvent.click(last);
    expect(sent(onAct, props.legalActions)).toBe(props.legalActions.at(-1));
  });

  it('waits while an action is on its way', () => {
    const position = find(turnPosition);
    const props = tableProps(position, position.seat);
    render(<TortugaTable {...props} busy onAct={vi.fn()} />);
    expect(screen.queryAllByTestId('board-target')).toHaveLength(0);
    for (const button of screen.getAllByTestId('act'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('reaches every kind of action through its own controls', () => {
    // Positions chosen so that between them every action type is legal somewhere.
    const pool: Position[] = [];
    const uncovered = new Set<string>();
    for (const seed of ['t1', 't2', 't3', 't4']) {
      if (uncovered.size === 32) break;
      for (const { players, options } of OPTION_SETS) pool.push(...all(players, options, seed));
      pool.forEach((p) => p.actions.forEach((a) => uncovered.add(a.type)));
    }
    expect(uncovered.size).toBe(32);
    pool.sort((a, b) => a.state.players - b.state.players);
    const chosen: Position[] = [];
    while (uncovered.size > 0) {
      let best = pool[0]!;
      let gain = 0;
      for (const p of pool) {
        const g = new Set(p.actions.map((a) => a.type).filter((t) => uncovered.has(t))).size;
        if (g > gain) [best, gain] = [p, g];
      }
      chosen.push(best);
      best.actions.forEach((a) => uncovered.delete(a.type));
    }
    const reached = new Set<string>();
    const onAct = vi.fn();
    const table = render(<TortugaTable {...tableProps(chosen[0]!, null)} onAct={onAct} />);
    for (const position of chosen) {
      // One table, updated from position to position as a browser's would be.
      const props = { ...tableProps(position, position.seat), legalActions: position.actions };
      table.rerender(<TortugaTable {...props} onAct={onAct} />);
      const types = [...new Set(props.legalActions.map((a) => a.type))].filter((t) => !reached.has(t));
      for (const type of types) {
        const ofType = props.legalActions.filter((a) => a.type === type);
        const action = ofType[ofType.length - 1]!;
        onAct.mockClear();
        clickThrough(action);
        expect(sent(onAct, props.legalActions)).toBe(action);
        reached.add(type);
      }
    }
    expect(reached.size).toBe(32);
  });
});

describe('the Tortuga table’s players', () => {
  it('show each pirate’s last move, until he acts again', () => {
    const position = find((p) => new Set(p.entries.map((entry) => entry.seat)).size >= 2);
    show(position, null);
    const seats = within(screen.getByTestId('seat-list'));
    const told = seats
      .getAllByTestId('last-move')
      .map((line) => line.closest('li')!.getAttribute('data-seat'));
    const acted = [...new Set(position.entries.map((entry) => String(entry.seat)))].filter(
      (seat) => seat !== '-1',
    );
    expect(told.sort()).toEqual(acted.sort());
    for (const line of seats.getAllByTestId('last-move')) expect(line.textContent).toMatch(/^Last move: \S/);
  });
});

describe('the Tortuga table over a whole turn', () => {
  it('offers each legal action of a two-player turn through clicks alone', () => {
    const position = find((p) => turnPosition(p) && p.state.players === 2, OPTION_SETS.slice(0, 1));
    const { onAct, props } = show(position);
    for (const action of props.legalActions) {
      onAct.mockClear();
      clickThrough(action);
      expect(onAct.mock.calls[0]![0]).toBe(action);
    }
  });
});
