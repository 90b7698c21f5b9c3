import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiter, type LimiterStore } from './limiter.js';
import { throttled } from './throttled.js';

export interface SignInThrottleSettings {
  /** Consecutive wrong passwords an account may have before it must wait. */
  readonly freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  readonly firstDelaySeconds: number;
  /** The longest wait, however many failures. */
  readonly maxDelaySeconds: number;
  /** Wrong passwords one client address may give per hour, over every account. */
  readonly addressFailuresPerHour: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleSettings = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 900,
  addressFailuresPerHour: 100,
};

/** An account's consecutive failures are forgotten a day after the first, or at once on success. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
/** How long an attempt past the free ones holds the gate while its password is checked. */
const CHECKING_SECONDS = 30;

/**
 * Seconds an account waits after its `failures`-th consecutive wrong password: nothing for the
 * free ones, then the first delay, doubling with each further failure up to the maximum.
 */
export function delayAfter(failures: number, settings: SignInThrottleSettings): number {
  if (failures < settings.freeFailures) return 0;
  const doublings = Math.min(failures - settings.freeFailures, 30);
  return Math.min(settings.maxDelaySeconds, settings.firstDelaySeconds * 2 ** doublings);
}

/** One password check under way: tell the throttle how it went. */
export interface Attempt {
  /** The right password: the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** A wrong password; resolves to the account's consecutive failures so far. */
  failed(): Promise<number>;
  /**
   * The password could not be checked (the database was away): neither a success nor a failure.
   * The failure counted in advance is given back and the checking gate released, so an outage
   * neither locks the account out once it ends nor makes its next real failure wait longer.
   */
  abandoned(): Promise<void>;
}

/**
 * Slows password guessing down, keyed by what the guesser cannot change: the account guessed at
 * (consecutive failures, then a growing wait) and the client address (failures per hour, over all
 * accounts). Every failure is counted before the password is checked, so a burst of parallel
 * guesses gets no more tries than a sequence. Counts live in memory on one node and in Redis when
 * the nodes share one (in each node's memory while Redis is away).
 */
export class SignInThrottle {
  private readonly failures: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;
  private readonly addresses: RateLimiterAbstract;

  constructor(
    private readonly settings: SignInThrottleSettings,
    store: LimiterStore = { prefix: '' },
  ) {
    const make = (keyPrefix: string, points: number, duration: number) =>
      limiter(store, `signin:${keyPrefix}`, points, duration);
    this.failures = make('failures', Number.MAX_SAFE_INTEGER, FAILURE_MEMORY_SECONDS);
    this.gate = make('gate', 1, CHECKING_SECONDS);
    this.addresses = make('address', settings.addressFailuresPerHour, 60 * 60);
  }

  /**
   * Before checking a password for `account` (a handle key) from `address`: throws RATE_LIMITED
   * when either must wait, else returns the attempt to settle once the password is checked.
   */
  async begin(account: string, address: string): Promise<Attempt> {
    const spent = await this.addresses.get(address);
    if (spent && spent.consumedPoints >= this.settings.addressFailuresPerHour) {
      throw throttled(
        'ADDRESS',
        'FAILED_SIGN_INS',
        spent.msBeforeNext,
        'too many failed sign-ins from your address',
      );
    }
    const counted = await this.failures.consume(account);
    const before = counted.consumedPoints - 1;
    const gated = before >= this.settings.freeFailures;
    if (gated) {
      try {
        await this.gate.consume(account, 1, { customDuration: CHECKING_SECONDS });
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // A refused attempt is not a failure: waiting must not make the wait longer.
        await this.failures.reward(account);
        throw throttled(
          'ACCOUNT',
          'FAILED_SIGN_INS',
          rejection.msBeforeNext,
          'too many failed sign-ins for this account',
        );
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([this.failures.delete(account), this.gate.delete(account)]);
      },
      failed: async () => {
        const failures = counted.consumedPoints;
        const wait = delayAfter(failures, this.settings);
        if (wait > 0) await this.gate.block(account, wait);
        await this.addresses.penalty(address);
        return failures;
      },
      abandoned: async () => {
        await Promise.all([this.failures.reward(account), gated ? this.gate.delete(account) : null]);
      },
    };
  }
}
