import { describe, expect, it } from 'vitest';
import { readableChannels, writingChannel, type ChatTable } from './access.js';

const live: ChatTable = { live: true, playerIds: ['anne', 'bart'] };
const over: ChatTable = { ...live, live: false };

describe('who reads and writes which chat', () => {
  it('during the match each side keeps to its own channel', () => {
    expect(readableChannels(live, 'anne')).toEqual(['PLAYERS']);
    expect(readableChannels(live, 'carl')).toEqual(['SPECTATORS']);
    expect(readableChannels(live, null)).toEqual(['SPECTATORS']);
  });

  it('once it is over everyone reads both', () => {
    for (const reader of ['anne', 'carl', null])
      expect(readableChannels(over, reader)).toEqual(['PLAYERS', 'SPECTATORS']);
  });

  it('the seated write in PLAYERS, everyone else in SPECTATORS, before and after the end', () => {
    for (const table of [live, over]) {
      expect(writingChannel(table, 'bart')).toBe('PLAYERS');
      expect(writingChannel(table, 'carl')).toBe('SPECTATORS');
    }
  });
});
