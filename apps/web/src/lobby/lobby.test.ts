import { describe, expect, it } from 'vitest';
import type { GameOption, LobbyEvent, LobbyTable } from '@/lib/api/types';
import { applyLobbyEvent } from './lobbyState';
import {
  InvalidJsonOption,
  defaultValues,
  fitSeats,
  integerMax,
  optionApplies,
  optionsToSend,
} from './optionValues';

const table = (id: string, status: LobbyTable['status']) => ({ id, status }) as LobbyTable;

describe('the lobby', () => {
  it('moves tables between open and live as they change, on every page read', () => {
    let open: LobbyTable[][] = [[table('a', 'OPEN')], [table('z', 'OPEN')]];
    let live: LobbyTable[][] = [[]];
    const apply = (event: LobbyEvent) => {
      open = applyLobbyEvent(open, event, 'open');
      live = applyLobbyEvent(live, event, 'live');
    };
    const ids = (pages: LobbyTable[][]) => pages.map((page) => page.map((m) => m.id));
    apply({ kind: 'CREATED', match: table('b', 'OPEN') });
    expect(ids(open)).toEqual([['b', 'a'], ['z']]);
    // A table on a later page is updated where it stands.
    apply({ kind: 'UPDATED', match: { ...table('z', 'OPEN'), ranked: true } });
    expect(ids(open)).toEqual([['b', 'a'], ['z']]);
    expect(open[1]![0]!.ranked).toBe(true);
    apply({ kind: 'STARTED', match: table('a', 'ACTIVE') });
    expect(ids(open)).toEqual([['b'], ['z']]);
    expect(ids(live)).toEqual([['a']]);
    apply({ kind: 'FINISHED', match: table('a', 'FINISHED') });
    apply({ kind: 'CLOSED', match: table('b', 'ABORTED') });
    apply({ kind: 'STARTED', match: table('z', 'ACTIVE') });
    expect(ids(open)).toEqual([[], []]);
    expect(ids(live)).toEqual([['z']]);
    expect(applyLobbyEvent([], { kind: 'CREATED', match: table('c', 'OPEN') }, 'open')).toEqual([
      [table('c', 'OPEN')],
    ]);
  });

  it('sends only the options that differ from their defaults', () => {
    const options: GameOption[] = [
      {
        name: 'tiles',
        kind: 'integer',
        default: 6,
        description: '',
        choices: null,
        min: 4,
        max: 8,
        seat: false,
        group: 'basic',
        appliesWhen: null,
      },
      {
        name: 'filibuster',
        kind: 'boolean',
        default: false,
        description: '',
        choices: null,
        min: null,
        max: null,
        seat: false,
        group: 'basic',
        appliesWhen: null,
      },
      {
        name: 'layout',
        kind: 'json',
        default: null,
        description: '',
        choices: null,
        min: null,
        max: null,
        seat: false,
        group: 'advanced',
        appliesWhen: null,
      },
    ];
    const values = defaultValues(options);
    expect(optionsToSend(options, values, 2)).toEqual({});
    expect(optionsToSend(options, { ...values, tiles: 4, layout: '{"tunnel":[]}' }, 2)).toEqual({
      tiles: 4,
      layout: { tunnel: [] },
    });
    expect(() => optionsToSend(options, { ...values, layout: '{oops' }, 2)).toThrow(InvalidJsonOption);
    expect(() => optionsToSend(options, { ...values, layout: '{oops' }, 2)).toThrow(
      /layout is not valid JSON/,
    );
  });

  it('shows and sends an option only for the setups it applies to', () => {
    const option = (name: string, appliesWhen: GameOption['appliesWhen']): GameOption => ({
      name,
      kind: 'boolean',
      default: false,
      description: '',
      choices: null,
      min: null,
      max: null,
      seat: false,
      group: 'basic',
      appliesWhen,
    });
    const dutchSauce = option('dutchSauce', {
      players: [4, 6, 8],
      options: [{ name: 'ruleset', values: ['FR-2e'] }],
    });
    const timer = option('timer', null);
    const french = { ruleset: 'FR-2e', dutchSauce: true, timer: true };
    expect(optionApplies(dutchSauce, 4, french)).toBe(true);
    expect(optionApplies(dutchSauce, 5, french)).toBe(false);
    expect(optionApplies(dutchSauce, 4, { ...french, ruleset: 'IT-1e' })).toBe(false);
    expect(optionApplies(timer, 5, french)).toBe(true);
    // Set at four players, then a fifth seat: the value left on the form is not sent.
    expect(optionsToSend([dutchSauce, timer], french, 4)).toEqual({ dutchSauce: true, timer: true });
    expect(optionsToSend([dutchSauce, timer], french, 5)).toEqual({ timer: true });
  });

  it('lets a seat option name only a seat the table has, and forgets one the table lost', () => {
    const firstDealer: GameOption = {
      name: 'firstDealer',
      kind: 'integer',
      default: null,
      description: '',
      choices: null,
      min: 0,
      max: 3,
      seat: true,
      group: 'basic',
      appliesWhen: null,
    };
    const tiles: GameOption = { ...firstDealer, name: 'tiles', default: 6, min: 4, max: 8, seat: false };
    // Seats are 0-based: three players sit at seats 0, 1 and 2.
    expect(integerMax(firstDealer, 3)).toBe(2);
    expect(integerMax(firstDealer, 4)).toBe(3);
    expect(integerMax(tiles, 3)).toBe(8);
    const values = { firstDealer: 3, tiles: 8 };
    expect(fitSeats([firstDealer, tiles], values, 4)).toBe(values);
    expect(fitSeats([firstDealer, tiles], values, 3)).toEqual({ firstDealer: null, tiles: 8 });
  });
});
