import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from '../../core/errors.js';
import { portRoyal } from './index.js';
import { DEFAULT_OPTIONS, OPTION_DESCRIPTORS, parseOptions } from './options.js';
import { setup } from './setup.js';

describe('Port Royal options', () => {
  it('default to the data sheet’s decisions and describe every option', () => {
    expect(parseOptions(undefined, 4)).toEqual({ ok: true, options: DEFAULT_OPTIONS });
    expect(OPTION_DESCRIPTORS.map((o) => o.name).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    expect(portRoyal.minPlayers).toBe(3);
    expect(portRoyal.maxPlayers).toBe(4);
    expect(portRoyal.id).toBe('port-royal');
  });

  it('refuse unknown options, bad values and player counts other than 3 or 4', () => {
    expect(parseOptions({ variant: 'x' }, 4).ok).toBe(false);
    expect(parseOptions({ firstDealer: 3 }, 3).ok).toBe(false);
    expect(parseOptions({ firstDealer: 3 }, 4).ok).toBe(true);
    expect(parseOptions({ firstDealer: 1.5 }, 4).ok).toBe(false);
    expect(parseOptions({ setAsideFrom: 'faceUp' }, 4).ok).toBe(false);
    expect(parseOptions({ noBidPrivileges: 'nobody' }, 4).ok).toBe(false);
    expect(parseOptions({ doubleWeight: 'yes' }, 4).ok).toBe(false);
    expect(parseOptions({ tieBreak: 'coin' }, 4).ok).toBe(false);
    expect(parseOptions([], 4).ok).toBe(false);
    expect(parseOptions({}, 2).ok).toBe(false);
    expect(parseOptions({}, 5).ok).toBe(false);
    expect(() => portRoyal.setup({ players: 5, seed: 'x' })).toThrow(InvalidOptionsError);
  });

  it('the same seed and options set up the same game; firstDealer fixes the dealer', () => {
    const a = portRoyal.setup({ players: 4, seed: 'same' });
    const b = portRoyal.setup({ players: 4, seed: 'same' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(setup({ players: 3, seed: 'same', options: { firstDealer: 2 } }).dealer).toBe(2);
  });
});
