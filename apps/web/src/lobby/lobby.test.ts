import { describe, expect, it } from 'vitest';
import type { GameOption, MatchSummary } from '@/lib/api/types';
import { applyLobbyEvent, type LobbyLists } from './lobbyState';
import { defaultValues, describeDefault, optionsToSend } from './optionValues';

const table = (id: string, status: MatchSummary['status']) => ({ id, status }) as MatchSummary;

describe('the lobby', () => {
  it('moves tables between open and live as they change', () => {
    let lists: LobbyLists = { open: [table('a', 'OPEN')], live: [] };
    lists = applyLobbyEvent(lists, { kind: 'CREATED', match: table('b', 'OPEN') });
    expect(lists.open.map((m) => m.id)).toEqual(['b', 'a']);
    lists = applyLobbyEvent(lists, { kind: 'STARTED', match: table('a', 'ACTIVE') });
    expect(lists.open.map((m) => m.id)).toEqual(['b']);
    expect(lists.live.map((m) => m.id)).toEqual(['a']);
    lists = applyLobbyEvent(lists, { kind: 'FINISHED', match: table('a', 'FINISHED') });
    lists = applyLobbyEvent(lists, { kind: 'CLOSED', match: table('b', 'ABORTED') });
    expect(lists).toEqual({ open: [], live: [] });
  });

  it('sends only the options that differ from their defaults', () => {
    const options: GameOption[] = [
      { name: 'tiles', kind: 'integer', default: 6, description: '', choices: null, min: 4, max: 8 },
      {
        name: 'filibuster',
        kind: 'boolean',
        default: false,
        description: '',
        choices: null,
        min: null,
        max: null,
      },
      { name: 'layout', kind: 'json', default: null, description: '', choices: null, min: null, max: null },
    ];
    const values = defaultValues(options);
    expect(optionsToSend(options, values)).toEqual({});
    expect(optionsToSend(options, { ...values, tiles: 4, layout: '{"tunnel":[]}' })).toEqual({
      tiles: 4,
      layout: { tunnel: [] },
    });
    expect(() => optionsToSend(options, { ...values, layout: '{oops' })).toThrow(/layout is not valid JSON/);
    expect(describeDefault(options[1]!)).toBe('off');
  });
});
