import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors.js';
import { DEFAULT_SIGN_IN_THROTTLE, SignInThrottle, delayAfter } from './sign-in-throttle.js';

describe('delayAfter', () => {
  it('is free for the first failures, then doubles from the first delay up to the maximum', () => {
    const waits = [1, 4, 5, 6, 7, 10, 14, 15, 50].map((failures) =>
      delayAfter(failures, DEFAULT_SIGN_IN_THROTTLE),
    );
    expect(waits).toEqual([0, 0, 1, 2, 4, 32, 512, 900, 900]);
  });

  it('follows the settings', () => {
    const settings = {
      ...DEFAULT_SIGN_IN_THROTTLE,
      freeFailures: 2,
      firstDelaySeconds: 10,
      maxDelaySeconds: 60,
    };
    expect([1, 2, 3, 4, 5].map((failures) => delayAfter(failures, settings))).toEqual([0, 10, 20, 40, 60]);
  });
});

describe('SignInThrottle (in memory)', () => {
  const settings = { ...DEFAULT_SIGN_IN_THROTTLE, freeFailures: 3, firstDelaySeconds: 60 };

  it('a burst of parallel guesses gets no more checks than the free ones and one more', async () => {
    const throttle = new SignInThrottle(settings);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        try {
          const attempt = await throttle.begin('anne', '192.0.2.1');
          await attempt.failed();
          return 'checked';
        } catch (error) {
          if (isDomainError(error, 'RATE_LIMITED')) return 'refused';
          throw error;
        }
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'checked').length).toBeLessThanOrEqual(4);
    const next = await throttle.begin('anne', '192.0.2.2').catch((error: unknown) => error);
    expect(next).toMatchObject({ code: 'RATE_LIMITED', details: { scope: 'ACCOUNT' } });
  });

  it('a success forgets the failures; other accounts are not affected', async () => {
    const throttle = new SignInThrottle(settings);
    for (let i = 0; i < 2; i++) await (await throttle.begin('bob', '192.0.2.1')).failed();
    await (await throttle.begin('bob', '192.0.2.1')).succeeded();
    for (let i = 0; i < 3; i++) expect(await (await throttle.begin('bob', '192.0.2.1')).failed()).toBe(i + 1);
    await expect(throttle.begin('bob', '192.0.2.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(throttle.begin('carol', '192.0.2.1')).resolves.toBeDefined();
  });

  it('an attempt that could not be checked counts for nothing, even past the free failures', async () => {
    const throttle = new SignInThrottle(settings);
    for (let i = 0; i < 2; i++) await (await throttle.begin('dora', '192.0.2.1')).failed();
    // The database is away: had they counted, the second of these would hold the checking gate
    // and the third be refused.
    for (let i = 0; i < 5; i++) await (await throttle.begin('dora', '192.0.2.1')).abandoned();
    // As if the outage never happened: the next failure is the third, the last free one.
    expect(await (await throttle.begin('dora', '192.0.2.1')).failed()).toBe(3);
    await expect(throttle.begin('dora', '192.0.2.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('an address that fails on many accounts waits for the hour', async () => {
    const throttle = new SignInThrottle({ ...settings, addressFailuresPerHour: 2 });
    await (await throttle.begin('one', '198.51.100.4')).failed();
    await (await throttle.begin('two', '198.51.100.4')).failed();
    const refusal = await throttle.begin('three', '198.51.100.4').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', details: { scope: 'ADDRESS' } });
    expect(
      Number((refusal as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds),
    ).toBeGreaterThan(3500);
    await expect(throttle.begin('three', '198.51.100.5')).resolves.toBeDefined();
  });
});
