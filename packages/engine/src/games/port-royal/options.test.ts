import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from '../../core/errors.js';
import { portRoyal } from './index.js';
import { DEFAULT_OPTIONS } from './options.js';

const parseOptions = portRoyal.parseOptions;

describe('Port Royal options', () => {
  it('default to the data sheet’s decisions and describe every option', () => {
    expect(parseOptions(undefined, 4)).toEqual({ ok: true, options: DEFAULT_OPTIONS });
    expect(portRoyal.options.map((o) => o.name).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    expect(portRoyal.minPlayers).toBe(3);
    expect(portRoyal.maxPlayers).toBe(4);
    expect(portRoyal.id).toBe('port-royal');
  });

  it('refuse unknown options, bad values and player counts other than 3 or 4', () => {
    expect(parseOptions({ variant: 'x' }, 4).ok).toBe(false);
    expect(parseOptions({ firstDealer: 3 }, 3)).toEqual({
      ok: false,
      message: 'firstDealer must be null or a seat from 0 to 2',
    });
    expect(parseOptions({ firstDealer: 3 }, 4).ok).toBe(true);
    expect(parseOptions({ firstDealer: null }, 4).ok).toBe(true);
    expect(parseOptions({ firstDealer: 1.5 }, 4).ok).toBe(false);
    expect(parseOptions({ ghostLead: 'trump' }, 4)).toEqual({
      ok: false,
      message: 'ghostLead must be one of noColour, nextCard',
    });
    expect(parseOptions({ noBidPrivileges: 'nobody' }, 4).ok).toBe(false);
    expect(parseOptions({ doubleWeight: 'yes' }, 4)).toEqual({
      ok: false,
      message: 'doubleWeight must be true or false',
    });
    expect(parseOptions({ tieBreak: 'coin' }, 4).ok).toBe(false);
    expect(parseOptions([], 4).ok).toBe(false);
    expect(parseOptions({}, 2).ok).toBe(false);
    expect(parseOptions({}, 5).ok).toBe(false);
    expect(() => portRoyal.setup({ players: 5, seed: 'x' })).toThrow(InvalidOptionsError);
  });

  it('list the data sheet’s decisions as advanced options', () => {
    const groups = Object.fromEntries(portRoyal.options.map((o) => [o.name, o.group]));
    expect(groups).toMatchObject({ firstDealer: 'basic', passIsFinal: 'advanced', tieBreak: 'advanced' });
  });

  it('the same seed and options set up the same game; firstDealer fixes the dealer', () => {
    const a = portRoyal.setup({ players: 4, seed: 'same' });
    const b = portRoyal.setup({ players: 4, seed: 'same' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(portRoyal.setup({ players: 3, seed: 'same', options: { firstDealer: 2 } }).dealer).toBe(2);
  });
});
