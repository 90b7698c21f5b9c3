/**
 * Handles nobody may register: names of the site and its roles, words that read as "nobody", and
 * the bots' level names (added from the engine's catalogue at start), so that no person passes
 * for staff, for the system or for a bot at a table.
 */
const RESERVED = [
  'admin',
  'administrator',
  'root',
  'system',
  'sysadmin',
  'moderator',
  'mod',
  'staff',
  'support',
  'official',
  'security',
  'owner',
  'operator',
  'brethren',
  'bot',
  'bots',
  'robot',
  'server',
  'api',
  'guest',
  'anonymous',
  'anon',
  'nobody',
  'everyone',
  'null',
  'undefined',
  'none',
  'deleted',
  'unknown',
] as const;

/** The site's name begins no handle: "BrethrenCrew" would pass for the crew that runs the site. */
const RESERVED_PREFIXES = ['brethren'] as const;

/** Guests are named `guest-…` (see guests.ts): a person who signs up cannot pass for one. */
const GUEST_FORM = /^guest[-_]/i;

/**
 * The form a handle is compared in: lower case without "_" and "-" and without trailing digits,
 * so "Admin_1", "ad-min" and "admin42" are all "admin" while "admiral" and "rootbeer" are not.
 */
export function reservedForm(handle: string): string {
  return handle.toLowerCase().replace(/[_-]/g, '').replace(/\d+$/, '');
}

export class ReservedHandles {
  private readonly words: ReadonlySet<string>;

  constructor(botLevels: readonly string[]) {
    this.words = new Set([...RESERVED, ...botLevels.map(reservedForm)]);
  }

  /** Whether `handle` is, or is a variation of, a reserved word. Pure. */
  has(handle: string): boolean {
    const form = reservedForm(handle);
    return (
      this.words.has(form) ||
      RESERVED_PREFIXES.some((prefix) => form.startsWith(prefix)) ||
      GUEST_FORM.test(handle)
    );
  }
}
