import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { isDomainError } from '../errors.js';
import { limiter, type LimiterStore } from './limiter.js';
import { throttled, type ThrottleReason, type ThrottleScope } from './throttled.js';

export interface RateLimitSettings {
  /** Sign-ins and sign-ups per client address per minute. */
  readonly authPerMinute: number;
  /** Actions per player per second. */
  readonly actionsPerSecond: number;
  /** Chat messages per player per minute, over every table (default DEFAULT_CHAT_PER_MINUTE). */
  readonly chatPerMinute?: number;
  /** Guest accounts made per client address per hour (default DEFAULT_GUESTS_PER_HOUR). */
  readonly guestsPerHour?: number;
  /** What reading may cost (default DEFAULT_READ_BUDGET). */
  readonly reads?: ReadBudget;
  /** Tables opened (createMatch, offerRematch) per player per minute (default DEFAULT_TABLES_PER_MINUTE). */
  readonly tablesPerMinute?: number;
  /** Challenges per player, and to any one player (default DEFAULT_CHALLENGE_RATES). */
  readonly challenges?: ChallengeRates;
  /** Verification mails per account and per address (default DEFAULT_VERIFICATION_MAILS). */
  readonly verificationMails?: VerificationMailRates;
  /** Password-reset asks and mails (default DEFAULT_RECOVERY_RATES). */
  readonly recovery?: RecoveryRates;
}

/**
 * Reads are queries and subscriptions (mutations have limits of their own). Every reader spends a
 * read and its document's cost (see document-cost.ts) from budgets of its own: an account's, or a
 * client address's without one. So nobody, signed in or not, can make the server assemble large
 * answers without end.
 */
export interface ReadBudget {
  /** Reads per account per minute. */
  readonly perAccountPerMinute: number;
  /** Cost points per account per minute. */
  readonly costPerMinute: number;
  /** Reads per client address per minute, without an account. */
  readonly anonymousPerMinute: number;
  /** Cost points per client address per minute, without an account. */
  readonly anonymousCostPerMinute: number;
}

/**
 * A person browsing reads a few documents a page. Without an account the lobby costs about 12,000
 * points and a match followed live about 19,000 (its log counted as a long match's): some thirty
 * lobby loads or twenty matches a minute from one address, while a client that asks for the
 * largest lists several times a second is stopped. Signed in, the lobby's first minute costs about
 * 75,000 and each further one about 49,000 (the people followed are read every 20 s, counted as 200
 * playing 10 matches each): an account may keep a dozen lobbies open, and may poll a match twenty
 * times a second.
 */
export const DEFAULT_READ_BUDGET: ReadBudget = {
  perAccountPerMinute: 1200,
  costPerMinute: 1_000_000,
  anonymousPerMinute: 600,
  anonymousCostPerMinute: 400_000,
};

/** Who reads: an account, or a client address without one. */
export type Reader = { readonly userId: string } | { readonly address: string };

export const DEFAULT_GUESTS_PER_HOUR = 10;

/**
 * Each opened table is announced to everyone in the lobby, and closing it again too: a person opens
 * a table every few minutes, a program playing bots one a match. (How many may wait open at once is
 * a cap of its own: see `openPerAccount` in table-sweeper.ts.)
 */
export const DEFAULT_TABLES_PER_MINUTE = 10;

/**
 * Each challenge, and each withdrawal, is pushed to the player challenged (`challengesUpdated`):
 * without a limit per pair, one account could make another's screen flash hundreds of times a
 * minute. These let a person challenge all their friends, and the same friend again a few times.
 */
export interface ChallengeRates {
  /** Challenges one player may make per hour, to anyone. */
  readonly perAccountPerHour: number;
  /** Challenges one player may make to one other player per hour. */
  readonly perPlayerPerHour: number;
}

export const DEFAULT_CHALLENGE_RATES: ChallengeRates = { perAccountPerHour: 30, perPlayerPerHour: 5 };

export const DEFAULT_CHAT_PER_MINUTE = 20;

/**
 * A verification link goes to an address nobody has confirmed yet, so it is the one mail a
 * stranger could aim at someone else's inbox: a few an hour per account, and per address over
 * every account, are plenty for a person who mistyped.
 */
export interface VerificationMailRates {
  readonly perAccountPerHour: number;
  readonly perAddressPerHour: number;
}

export const DEFAULT_VERIFICATION_MAILS: VerificationMailRates = {
  perAccountPerHour: 5,
  perAddressPerHour: 5,
};

/**
 * Asking for a password-reset link is open to anyone, so it is counted by what was typed (a handle
 * or an address, whether or not an account has it: the refusal must tell nothing), and the mails
 * themselves, silently, per account and per address: a stranger cannot fill an inbox with them.
 */
export interface RecoveryRates {
  /** Asks per handle or address typed, per hour. */
  readonly asksPerHour: number;
  /** Reset mails per account per hour. */
  readonly perAccountPerHour: number;
  /** Reset mails per email address per hour, over every account. */
  readonly perAddressPerHour: number;
}

export const DEFAULT_RECOVERY_RATES: RecoveryRates = {
  asksPerHour: 5,
  perAccountPerHour: 3,
  perAddressPerHour: 3,
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  authPerMinute: 30,
  actionsPerSecond: 20,
  chatPerMinute: DEFAULT_CHAT_PER_MINUTE,
};

/**
 * Rate limits on signing in, signing up, playing, chatting, opening tables and challenging. In
 * memory on one node; shared through Redis when the nodes share one, so a client cannot multiply
 * its budget by switching nodes (while Redis is away, each node counts alone: see limiter.ts).
 */
export class RateLimits {
  private readonly auth: RateLimiterAbstract;
  private readonly actions: RateLimiterAbstract;
  private readonly chat: RateLimiterAbstract;
  private readonly guests: RateLimiterAbstract;
  private readonly accountReads: RateLimiterAbstract;
  private readonly accountCost: RateLimiterAbstract;
  private readonly anonymousReads: RateLimiterAbstract;
  private readonly anonymousCost: RateLimiterAbstract;
  private readonly tables: RateLimiterAbstract;
  private readonly challenges: RateLimiterAbstract;
  private readonly challengesOfPair: RateLimiterAbstract;
  private readonly verificationsOfAccount: RateLimiterAbstract;
  private readonly verificationsOfAddress: RateLimiterAbstract;
  private readonly recoveryAsks: RateLimiterAbstract;
  private readonly recoveriesOfAccount: RateLimiterAbstract;
  private readonly recoveriesOfAddress: RateLimiterAbstract;

  constructor(settings: RateLimitSettings, store: LimiterStore = { prefix: '' }) {
    this.auth = limiter(store, 'rl:auth', settings.authPerMinute, 60);
    this.actions = limiter(store, 'rl:actions', settings.actionsPerSecond, 1);
    this.chat = limiter(store, 'rl:chat', settings.chatPerMinute ?? DEFAULT_CHAT_PER_MINUTE, 60);
    this.guests = limiter(store, 'rl:guests', settings.guestsPerHour ?? DEFAULT_GUESTS_PER_HOUR, 3600);
    const reads = settings.reads ?? DEFAULT_READ_BUDGET;
    this.accountReads = limiter(store, 'rl:reads', reads.perAccountPerMinute, 60);
    this.accountCost = limiter(store, 'rl:cost', reads.costPerMinute, 60);
    this.anonymousReads = limiter(store, 'rl:anon-reads', reads.anonymousPerMinute, 60);
    this.anonymousCost = limiter(store, 'rl:anon-cost', reads.anonymousCostPerMinute, 60);
    this.tables = limiter(store, 'rl:tables', settings.tablesPerMinute ?? DEFAULT_TABLES_PER_MINUTE, 60);
    const challenges = settings.challenges ?? DEFAULT_CHALLENGE_RATES;
    this.challenges = limiter(store, 'rl:challenges', challenges.perAccountPerHour, 3600);
    this.challengesOfPair = limiter(store, 'rl:challenges-pair', challenges.perPlayerPerHour, 3600);
    const verifications = settings.verificationMails ?? DEFAULT_VERIFICATION_MAILS;
    this.verificationsOfAccount = limiter(store, 'rl:verify', verifications.perAccountPerHour, 3600);
    this.verificationsOfAddress = limiter(store, 'rl:verify-address', verifications.perAddressPerHour, 3600);
    const recovery = settings.recovery ?? DEFAULT_RECOVERY_RATES;
    this.recoveryAsks = limiter(store, 'rl:recover-ask', recovery.asksPerHour, 3600);
    this.recoveriesOfAccount = limiter(store, 'rl:recover', recovery.perAccountPerHour, 3600);
    this.recoveriesOfAddress = limiter(store, 'rl:recover-address', recovery.perAddressPerHour, 3600);
  }

  /** One read of a document costing `cost` points (see ReadBudget). */
  async consumeRead(reader: Reader, cost: number): Promise<void> {
    // Whole points; one document never costs more than a budget (see document-limits.ts).
    const points = Math.max(1, Math.ceil(cost));
    if ('userId' in reader) {
      await consume(this.accountReads, reader.userId, 'PLAYER', 'READS', 'too many reads');
      await consume(this.accountCost, reader.userId, 'PLAYER', 'READS', 'reading too much', points);
      return;
    }
    await consume(
      this.anonymousReads,
      reader.address,
      'ADDRESS',
      'READS',
      'too many reads from this address',
    );
    await consume(
      this.anonymousCost,
      reader.address,
      'ADDRESS',
      'READS',
      'reading too much from this address without an account',
      points,
    );
  }

  consumeAuth(address: string): Promise<void> {
    return consume(this.auth, address, 'ADDRESS', 'SIGN_IN_REQUESTS', 'too many sign-in attempts');
  }

  consumeGuest(address: string): Promise<void> {
    return consume(
      this.guests,
      address,
      'ADDRESS',
      'GUEST_ACCOUNTS',
      'too many guest accounts from this address',
    );
  }

  consumeAction(userId: string): Promise<void> {
    return consume(this.actions, userId, 'PLAYER', 'ACTIONS', 'too many actions');
  }

  consumeChat(userId: string): Promise<void> {
    return consume(this.chat, userId, 'CHAT', 'CHAT_MESSAGES', 'too many chat messages');
  }

  /** One table opened by the player (a new table, or a rematch offered). */
  consumeTable(userId: string): Promise<void> {
    return consume(this.tables, userId, 'TABLES', 'TABLES_OPENED', 'too many tables opened');
  }

  /** One challenge from `challengerId` to `challengedId`: counted for the pair, then for the challenger. */
  async consumeChallenge(
    challengerId: string,
    challengedId: string,
    challengedHandle: string,
  ): Promise<void> {
    await consume(
      this.challengesOfPair,
      `${challengerId}:${challengedId}`,
      'CHALLENGES',
      'CHALLENGES',
      `too many challenges to ${challengedHandle}`,
    );
    await consume(this.challenges, challengerId, 'CHALLENGES', 'CHALLENGES', 'too many challenges');
  }

  /** One ask for a reset link for `login` (a handle or an address, lower case), known or not. */
  consumeRecoveryAsk(login: string): Promise<void> {
    return consume(
      this.recoveryAsks,
      keyOf(login),
      'RECOVERY',
      'RECOVERY_REQUESTS',
      'too many password-reset asks for this name',
    );
  }

  /** Whether a reset link may be mailed for `userId` to `address` now (counted if so). */
  async recoveryMailAllowed(userId: string, address: string): Promise<boolean> {
    try {
      await consume(
        this.recoveriesOfAddress,
        keyOf(address),
        'MAIL',
        'RECOVERY_MAILS',
        'too many reset mails',
      );
      await consume(this.recoveriesOfAccount, userId, 'MAIL', 'RECOVERY_MAILS', 'too many reset mails');
      return true;
    } catch (error) {
      if (isDomainError(error, 'RATE_LIMITED')) return false;
      throw error;
    }
  }

  /** One verification link mailed for `userId` to `address`: counted for the address, then the account. */
  async consumeVerificationMail(userId: string, address: string): Promise<void> {
    await consume(
      this.verificationsOfAddress,
      keyOf(address),
      'MAIL',
      'VERIFICATION_MAILS',
      'too many verification mails to this address',
    );
    await consume(
      this.verificationsOfAccount,
      userId,
      'MAIL',
      'VERIFICATION_MAILS',
      'too many verification mails',
    );
  }
}

/** An address (or handle) as a limiter key: case folded, and hashed so Redis holds no addresses. */
function keyOf(text: string): string {
  return createHash('sha256').update(text.toLowerCase()).digest('hex');
}

async function consume(
  limiter: RateLimiterAbstract,
  key: string,
  scope: ThrottleScope,
  reason: ThrottleReason,
  what: string,
  points = 1,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw throttled(scope, reason, rejection.msBeforeNext, what);
    throw rejection;
  }
}
