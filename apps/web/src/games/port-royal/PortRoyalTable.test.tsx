import { actionKey } from '@brethren/engine/core';
import type { PortRoyalAction, PortRoyalEventBody } from '@brethren/engine/port-royal';
import type { LogEntry } from '@/lib/api/types';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PortRoyalTable } from './PortRoyalTable';
import { game, logFor, positions, type Position } from './testing/positions';

const names = ['anne', 'bob', 'cleo', 'dan'];
const four = positions({}, 4, 'table-tests');
const three = positions({}, 3, 'table-tests-3');

function find(
  run: typeof four,
  test: (position: Position) => boolean,
): { position: Position; index: number } {
  const index = run.positions.findIndex(test);
  if (index < 0) throw new Error('no such position in the test game');
  return { position: run.positions[index]!, index };
}

function renderTable(
  position: Position,
  viewer: number | null,
  { onAct = vi.fn(), busy = false, log = [] as LogEntry<PortRoyalEventBody>[] } = {},
) {
  const players = position.state.players;
  const utils = render(
    <PortRoyalTable
      view={game.view(position.state, viewer)}
      names={names.slice(0, players)}
      viewerSeat={viewer}
      legalActions={viewer === position.seat ? position.actions : []}
      activeSeats={[position.seat]}
      log={log}
      live
      busy={busy}
      onAct={onAct}
    />,
  );
  return { onAct, ...utils };
}

function offered(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-action]')].map((element) =>
    element.getAttribute('data-action')!,
  );
}

describe('the Port Royal table', () => {
  it('draws a real position: loot with prisoners, the pirate on the stake, the trick by seat, every board', () => {
    const { position } = find(
      four,
      (p) => p.state.step === 'playCard' && p.state.round >= 2 && (p.state.trick?.cards.length ?? 0) >= 2,
    );
    const view = game.view(position.state, position.seat);
    renderTable(position, position.seat);

    const display = screen.getAllByTestId('display-card');
    expect(display.map((card) => card.getAttribute('data-loot'))).toEqual(view.display.map((d) => d.loot.id));
    const withPrisoners = view.display.filter((d) => d.prisonerCount > 0);
    expect(withPrisoners.length).toBeGreaterThan(0);
    for (const entry of withPrisoners) {
      const card = display.find((element) => element.getAttribute('data-loot') === entry.loot.id)!;
      expect(card.getAttribute('data-prisoners')).toBe(String(entry.prisonerCount));
      expect(within(card).getByTestId('prisoner-count').textContent).toMatch(
        new RegExp(`×${entry.prisonerCount}$`),
      );
    }
    const stake = display.find((card) => card.classList.contains('at-stake'))!;
    expect(stake.getAttribute('data-loot')).toBe(view.trick!.stake!.id);

    const slots = screen.getAllByTestId('trick-slot');
    expect(slots).toHaveLength(4);
    for (const played of view.trick!.cards) {
      const slot = slots.find((element) => element.getAttribute('data-seat') === String(played.seat))!;
      expect(slot.getAttribute('data-card')).toBe(played.card.id);
    }
    expect(screen.getByTestId('trump').getAttribute('data-colour')).toBe(view.trump);

    const boards = screen.getAllByTestId('player-board');
    expect(boards.map((board) => board.getAttribute('data-seat'))).toHaveLength(4);
    expect(boards[0]!.getAttribute('data-seat')).toBe(String(position.seat));
    for (const board of boards) {
      const seat = view.seats[Number(board.getAttribute('data-seat'))]!;
      expect(
        within(board)
          .getAllByTestId('ship')
          .map((ship) => ship.getAttribute('data-ship')),
      ).toEqual(['biscuits', 'tobacco', 'rum', 'gunpowder']);
      expect(
        within(board)
          .getAllByTestId('tons')
          .map((tons) => tons.textContent),
      ).toEqual(seat.ships.map((ship) => `${ship.tons}/${ship.limit} t`));
      const track = within(board).getByTestId('debt-track');
      expect(track.getAttribute('data-debt')).toBe(String(seat.debt));
      expect(track.getAttribute('data-black')).toBe(seat.black === null ? '' : String(seat.black));
    }
    expect(screen.getByTestId('turn-bar').textContent).toMatch(/Your turn: play a card to trick \d/);
  });

  it('highlights exactly the legal cards of the hand, and a click sends that legal action object', () => {
    const { position } = find(four, (p) => {
      if (p.state.step !== 'playCard') return false;
      const hand = p.state.hands[p.seat]!.length;
      return p.actions.length > 0 && p.actions.length < hand;
    });
    const { onAct } = renderTable(position, position.seat);
    const cards = screen.getAllByTestId<HTMLButtonElement>('hand-card');
    const legal = cards.filter((card) => card.classList.contains('legal'));
    expect(legal.map((card) => `playCard:${card.getAttribute('data-card')}`).sort()).toEqual(
      position.actions.map((action) => `${action.type}:${'card' in action ? action.card : ''}`).sort(),
    );
    expect(legal.every((card) => !card.disabled)).toBe(true);
    const others = cards.filter((card) => !card.classList.contains('legal'));
    expect(others.length).toBeGreaterThan(0);
    // Greyed, not disabled: each stays focusable and says why it cannot be played, on a tap too.
    for (const card of others) {
      expect(card.disabled).toBe(false);
      expect(card.getAttribute('aria-disabled')).toBe('true');
      expect(card.classList.contains('illegal')).toBe(true);
      expect(card.getAttribute('data-explain')).toMatch(
        /^(red|blue|green|black) \d+( \(trump\))?(, new)?: you (hold|lack) (red|blue|green|black), the led colour, /,
      );
    }
    fireEvent.click(others[0]!);
    expect(onAct).not.toHaveBeenCalled();

    fireEvent.click(legal[legal.length - 1]!);
    expect(onAct).toHaveBeenCalledTimes(1);
    const sent = onAct.mock.calls[0]![0] as PortRoyalAction;
    expect(position.actions).toContain(sent); // the very object received, unchanged
    expect(sent).toEqual({ type: 'playCard', card: legal[legal.length - 1]!.getAttribute('data-card') });
  });

  it('sorts the hand by colour, then value', () => {
    const { position } = find(four, (p) => p.state.step === 'bid');
    renderTable(position, position.seat);
    const order = ['red', 'blue', 'green', 'black', 'ghost'];
    const ids = screen.getAllByTestId('hand-card').map((card) => card.getAttribute('data-card')!);
    const keys = ids.map((id) => {
      const [colour, value] = id.split('-');
      return order.indexOf(colour!) * 100 + Number(value);
    });
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('offers the auction as bid buttons for exactly the legal bids, and pass', () => {
    const { position } = find(four, (p) => p.state.step === 'bid' && p.actions.length > 3);
    const { onAct, container } = renderTable(position, position.seat);
    expect(offered(container).sort()).toEqual(position.actions.map(actionKey).sort());
    const auction = screen.getByTestId('auction');
    const bids = within(auction).getAllByRole('button', { name: /^Bid \d+ tons?/ });
    expect(bids).toHaveLength(position.actions.filter((a) => a.type === 'bid').length);
    fireEvent.click(within(auction).getByRole('button', { name: 'Pass' }));
    expect(onAct).toHaveBeenCalledWith(position.actions.find((a) => a.type === 'pass'));
    fireEvent.click(bids[0]!);
    expect(onAct.mock.calls[1]![0]).toBe(position.actions.find((a) => a.type === 'bid'));
  });

  it('walks the privileged player through set aside, trump and the first leader', () => {
    const aside = find(four, (p) => p.state.step === 'setAside').position;
    const first = renderTable(aside, aside.seat);
    expect(screen.getByTestId('decision').textContent).toMatch(/Privileges 1 of 3/);
    // An exchange (S001): two of his own eight go aside, never the two face-up cards just taken.
    expect(screen.getByTestId('decision').textContent).toMatch(/never the two you just took/);
    const hand = screen.getAllByTestId('hand-card');
    const legal = hand.filter((card) => card.classList.contains('legal'));
    expect(legal).toHaveLength(aside.actions.length);
    expect(legal).toHaveLength(8);
    const taken = game.view(aside.state, aside.seat).pickedUp.map((card) => card.id);
    expect(taken).toHaveLength(2);
    for (const id of taken) {
      const card = hand.find((element) => element.getAttribute('data-card') === id)!;
      expect(card.classList.contains('legal')).toBe(false);
      expect(card.getAttribute('aria-disabled')).toBe('true');
      expect(card.getAttribute('data-explain')).toMatch(
        /: one of the two cards just taken, which are never set aside$/,
      );
    }
    fireEvent.click(legal[0]!);
    expect(first.onAct.mock.calls[0]![0]).toBe(
      aside.actions.find((a) => actionKey(a) === legal[0]!.getAttribute('data-action')),
    );
    first.unmount();

    const trump = find(four, (p) => p.state.step === 'chooseTrump').position;
    const second = renderTable(trump, trump.seat);
    fireEvent.click(screen.getByRole('button', { name: /^Make black trump/ }));
    expect(second.onAct.mock.calls[0]![0]).toBe(
      trump.actions.find((a) => a.type === 'chooseTrump' && a.colour === 'black'),
    );
    second.unmount();

    const leader = find(four, (p) => p.state.step === 'chooseLeader').position;
    const third = renderTable(leader, leader.seat);
    const other = (leader.seat + 1) % 4;
    fireEvent.click(screen.getByRole('button', { name: `Let ${names[other]} lead the first trick` }));
    expect(third.onAct.mock.calls[0]![0]).toBe(
      leader.actions.find((a) => a.type === 'chooseLeader' && a.seat === other),
    );
  });

  it('lets the leader put the pirate on a display card: each legal one is a button', () => {
    const { position } = find(four, (p) => p.state.step === 'chooseLoot');
    const { onAct } = renderTable(position, position.seat);
    const buttons = screen
      .getAllByTestId('display-card')
      .map((card) => within(card).getByRole('button', { name: /^Put the pirate on/ }));
    expect(buttons).toHaveLength(position.actions.length);
    fireEvent.click(buttons[2]!);
    expect(onAct.mock.calls[0]![0]).toBe(position.actions[2]);
  });

  it('loads a grey card onto a chosen ship: the ship itself is a keyboard button', () => {
    const { position } = find(
      four,
      (p) => p.state.step === 'settleLoot' && p.actions.filter((a) => a.type === 'loadLoot').length === 4,
    );
    const { onAct } = renderTable(position, position.seat);
    const mine = screen.getAllByTestId('player-board')[0]!;
    const rum = within(mine)
      .getAllByTestId('ship')
      .find((ship) => ship.getAttribute('data-ship') === 'rum')!;
    expect(rum.getAttribute('role')).toBe('button');
    expect(rum.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(rum, { key: 'Enter' });
    expect(onAct.mock.calls[0]![0]).toBe(
      position.actions.find((a) => a.type === 'loadLoot' && a.ship === 'rum'),
    );
    // Other players' ships are never move controls: a tap on one explains it.
    for (const board of screen.getAllByTestId('player-board').slice(1))
      expect(
        within(board)
          .getAllByTestId('ship')
          .every((ship) => !ship.hasAttribute('data-action') && ship.hasAttribute('data-explain')),
      ).toBe(true);
  });

  it('offers Remove 1 card, Move 1 card and prisoner placement as buttons for each legal choice', () => {
    const kinds = [
      (p: Position) => p.state.step === 'settleLoot' && p.actions.some((a) => a.type === 'keepRemove'),
      (p: Position) => p.state.step === 'settleLoot' && p.actions.some((a) => a.type === 'discardMove'),
      (p: Position) => p.state.step === 'placePrisoner',
    ];
    for (const kind of kinds) {
      const found = [four, three].map((run) => run.positions.find(kind)).find((p) => p !== undefined);
      if (!found) throw new Error('no such position');
      const { container, unmount } = renderTable(found, found.seat);
      expect(offered(container).sort()).toEqual(found.actions.map(actionKey).sort());
      unmount();
    }
  });

  it('notes what each ship would weigh loaded as the engine weighs it: with doubleWeight, x2 doubles the load', () => {
    const run = positions({ doubleWeight: true }, 4, 'double-weight');
    const { position } = find(run, (p) => {
      if (p.state.step !== 'settleLoot') return false;
      const seen = game.view(p.state, p.seat);
      return seen.won?.loot?.id === 'double' && seen.seats[p.seat]!.ships.some((ship) => ship.tons > 0);
    });
    renderTable(position, position.seat);
    const ships = game.view(position.state, position.seat).seats[position.seat]!.ships;
    const labels = within(screen.getByTestId('settle'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    for (const ship of ships.filter((ship) => ship.tons > 0))
      expect(labels.some((label) => label?.includes(`(${2 * ship.tons}/${ship.limit} t`))).toBe(true);
  });

  it('offers debt relief with nothing left to pay, saying the whole value is lost', () => {
    // A privileged winner settling loot, his bid paid off already: the black cube on the yellow one.
    const { position: owing } = find(
      four,
      (p) => p.state.step === 'settleLoot' && p.actions.some((a) => a.type === 'payDebt'),
    );
    const state = { ...owing.state, black: owing.state.debt[owing.seat] ?? 0 };
    const found = { ...owing, state, actions: game.legalActions(state, owing.seat) };
    const { onAct } = renderTable(found, found.seat);
    const button = within(screen.getByTestId('settle')).getByRole('button', {
      name: /^Discard it with nothing left to pay, losing its whole value/,
    });
    expect(button.textContent).toMatch(/^Debt relief: discard it, losing its whole value/);
    fireEvent.click(button);
    expect(onAct.mock.calls[0]![0]).toBe(found.actions.find((a) => a.type === 'payDebt'));
  });

  it('puts the prisoner cards of one loot card together onto the one ship chosen', () => {
    const found = [four, three]
      .map((run) => run.positions.find((p) => p.state.step === 'placePrisoner'))
      .find((p) => p !== undefined);
    if (!found) throw new Error('no such position');
    const count = found.state.won?.prisoners.length ?? 0;
    const { onAct } = renderTable(found, found.seat);
    const panel = screen.getByTestId('prisoners');
    expect(panel.textContent).toMatch(
      count === 1
        ? /Put the prisoner card face down on the ship of your choice/
        : /together, face down, on the ship of your choice/,
    );
    const buttons = within(panel).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    fireEvent.click(buttons[1]!);
    expect(onAct.mock.calls[0]![0]).toBe(found.actions[1]);
  });

  it('lists every legal move in a fallback list that opens on demand', () => {
    const { position } = find(four, (p) => p.state.step === 'bid');
    const { onAct } = renderTable(position, position.seat);
    expect(screen.queryAllByTestId('legal-action')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('all-actions-toggle'));
    const buttons = screen.getAllByTestId('legal-action');
    expect(buttons.map((button) => button.getAttribute('data-action'))).toEqual(
      position.actions.map(actionKey),
    );
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(onAct).toHaveBeenCalledWith(position.actions[position.actions.length - 1]);
  });

  it('shows a spectator every board and the hand sizes, but no hand and no moves', () => {
    const { position } = find(four, (p) => p.state.step === 'playCard' && p.state.round === 2);
    const { container } = renderTable(position, null);
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.queryAllByTestId('hand-card')).toHaveLength(0);
    expect(screen.getByTestId('spectating').textContent).toMatch(/watching/);
    expect(offered(container)).toEqual([]);
    expect(screen.getAllByTestId('player-board')).toHaveLength(4);
    expect(screen.getAllByTestId('hand-size').map((size) => size.textContent)).toEqual(
      position.state.hands.map((hand) => `${hand.length} card${hand.length === 1 ? '' : 's'}`),
    );
    expect(screen.getByTestId('waiting').textContent).toMatch(
      new RegExp(`^${names[position.seat]} — play a card`),
    );
  });

  it('a replay following another player’s seat shows its hand and names it: no "your", no "(you)"', () => {
    const { position } = find(four, (p) => p.state.step === 'playCard' && p.state.round === 2);
    const seat = position.seat;
    render(
      <PortRoyalTable
        view={game.view(position.state, seat)}
        names={names}
        viewerSeat={seat}
        you={null}
        legalActions={[]}
        activeSeats={[seat]}
        log={[]}
        live
        busy={false}
        onAct={vi.fn()}
      />,
    );
    expect(screen.getAllByTestId('hand-card')).toHaveLength(position.state.hands[seat]!.length);
    expect(screen.getByRole('heading', { name: new RegExp(`^${names[seat]}’s hand \\(`) })).toBeTruthy();
    expect(screen.getByTestId('hand').getAttribute('aria-label')).toBe(`${names[seat]}’s hand, by colour`);
    expect(screen.getByTestId('turn-bar').textContent).toMatch(new RegExp(`${names[seat]}’s turn`));
    expect(document.body.textContent).not.toMatch(/Your|\(you\)/);
    for (const card of screen.getAllByTestId('hand-card'))
      expect(card.getAttribute('data-explain')).toBeNull();
  });

  it('when it is not your turn, offers nothing and says who decides what', () => {
    const { position } = find(four, (p) => p.state.step === 'chooseLoot');
    const other = (position.seat + 1) % 4;
    const { container } = renderTable(position, other);
    expect(offered(container)).toEqual([]);
    for (const card of screen.getAllByTestId('hand-card')) {
      expect(card.getAttribute('aria-disabled')).toBe('true');
      expect(card.getAttribute('data-explain')).toMatch(/: not your turn: your cards wait$/);
    }
    expect(screen.getByTestId('turn-bar').textContent).toMatch(
      new RegExp(`${names[position.seat]}’s turn: put the pirate on the loot for trick`),
    );
    expect(screen.getByTestId('turn-bar').classList.contains('mine')).toBe(false);
    expect(screen.getByTestId('decision').classList.contains('mine')).toBe(false);
  });

  it('waits while an action is on its way', () => {
    const { position } = find(four, (p) => p.state.step === 'playCard');
    const { onAct, container } = renderTable(position, position.seat, { busy: true });
    const controls = [...container.querySelectorAll<HTMLButtonElement>('button[data-action]')];
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.every((button) => button.disabled)).toBe(true);
    fireEvent.click(controls[0]!);
    expect(onAct).not.toHaveBeenCalled();
  });

  it('marks white stones and ships over their limit', () => {
    const { position } = find(
      four,
      (p) =>
        p.state.absent.some((marks) => marks !== 0) && p.state.ships.flat().some((s) => s.loot.length > 2),
    );
    const view = game.view(position.state, null);
    renderTable(position, null);
    const lacking = view.seats.find((seat) => seat.absent.length > 0)!;
    const board = screen
      .getAllByTestId('player-board')
      .find((element) => element.getAttribute('data-seat') === String(lacking.seat))!;
    const stones = within(board)
      .getAllByTestId('white-stone')
      .map((stone) => stone.parentElement!.getAttribute('data-colour'));
    expect(stones).toEqual(lacking.absent);

    const over = game
      .view(four.final, null)
      .seats.flatMap((seat) => seat.ships.filter((ship) => ship.overLimit));
    expect(over.length).toBeGreaterThan(0);
    document.body.innerHTML = '';
    render(
      <PortRoyalTable
        view={game.view(four.final, null)}
        names={names}
        viewerSeat={null}
        legalActions={[]}
        activeSeats={[]}
        log={[]}
        live={false}
        busy={false}
        onAct={vi.fn()}
      />,
    );
    const sunk = screen.getAllByTestId('ship').filter((ship) => ship.getAttribute('data-over') === 'true');
    expect(sunk).toHaveLength(over.length);
    expect(
      sunk.every((ship) => within(ship).getByTestId('ship-value').textContent === 'OVER THE LIMIT'),
    ).toBe(true);
    expect(screen.getByTestId('final-scores').querySelectorAll('li')).toHaveLength(4);
  });

  it('shows the last trick of a round until the next round’s first trick starts', () => {
    const { position: auction } = find(four, (p) => p.state.round === 2 && p.state.step === 'bid');
    const first = renderTable(auction, auction.seat);
    expect(screen.getByTestId('last-trick').textContent).toMatch(/^Last trick of round 1 \(8\): .* took /);
    first.unmount();
    const { position: trick } = find(four, (p) => p.state.round === 2 && p.state.trick?.number === 2);
    renderTable(trick, trick.seat);
    expect(screen.getByTestId('last-trick').textContent).toMatch(/^Last trick \(1\): .* took /);
  });

  it('tells the log in words, as the viewer may see it', () => {
    const { position, index } = find(four, (p) => p.state.round === 2 && p.state.step === 'playCard');
    const log = logFor(four.record.slice(0, index), position.seat);
    renderTable(position, position.seat, { log });
    const text = screen.getByTestId('event-log').textContent ?? '';
    // Round 1's deal is in the log like every other round's, before the first bid.
    expect(text).toMatch(
      /^Round 1: .* dealt\. On display: .*\. Face up: .*You were dealt .*(bid \d+ tons?|passed)\./s,
    );
    expect(text).toMatch(/(bid \d+ tons?|passed)\./);
    expect(text).toMatch(/won the privileges|takes the privileges for nothing/);
    expect(text).toMatch(/made (red|blue|green|black) trump\./);
    expect(text).toMatch(/put the pirate on/);
    expect(text).toMatch(/ played (red|blue|green|black|ghost) \d/);
    expect(text).toMatch(/won trick \d and /);
    expect(text).toMatch(/Round 1 is over\./);
    expect(text).toMatch(/Round 2: .* dealt\. On display: /);
    expect(text).toMatch(/You were dealt /); // private to this seat
    expect(text).not.toMatch(/\{|undefined|NaN/);
    // A spectator's log holds no private line.
    document.body.innerHTML = '';
    renderTable(position, null, { log: logFor(four.record.slice(0, index), null) });
    expect(screen.getByTestId('event-log').textContent).not.toMatch(
      /dealt red|dealt blue|dealt green|dealt black/,
    );
  });

  it('tells on each board the last move of its seat, until it acts again', () => {
    const { position, index } = find(four, (p) => p.state.round === 2 && p.state.step === 'playCard');
    const entries = four.record.slice(0, index);
    renderTable(position, null, { log: logFor(entries, null) });
    const board = (seat: number) =>
      screen
        .getAllByTestId('player-board')
        .find((element) => element.getAttribute('data-seat') === String(seat))!;
    // The seat that acted last shows what it did; so does every seat that has acted.
    const lastSeat = entries.at(-1)!.seat;
    expect(within(board(lastSeat)).getByTestId('last-move').textContent).toMatch(/^Last move: \S/);
    for (const seat of new Set(entries.map((entry) => entry.seat)))
      expect(within(board(seat)).queryByTestId('last-move')).not.toBeNull();
  });
});
