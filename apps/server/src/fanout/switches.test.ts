import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';
import { ALL_ON, fanoutSwitches } from './switches.js';

describe('the fan-out switches (FANOUT_OFF, for the load bench)', () => {
  it('leaves every optimisation on unless named', () => {
    expect(readEnv({}).FANOUT_OFF).toEqual([]);
    expect(fanoutSwitches(readEnv({}).FANOUT_OFF)).toEqual(ALL_ON);
    expect(Object.values(ALL_ON).every(Boolean)).toBe(true);
  });

  it('turns off exactly those named, and refuses a name it does not know', () => {
    const off = readEnv({ FANOUT_OFF: 'view-cache,corked-send' }).FANOUT_OFF;
    expect(fanoutSwitches(off)).toEqual({
      'shared-results': true,
      'frame-fragments': true,
      'corked-send': false,
      'view-cache': false,
    });
    expect(() => readEnv({ FANOUT_OFF: 'view-cache,everything' })).toThrow(/FANOUT_OFF/);
  });
});
