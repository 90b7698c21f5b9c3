/**
 * What text the API accepts. Control characters (C0 and C1, DEL) have no place in handles, names,
 * ids, searches or a game's actions and options, and PostgreSQL refuses NUL in text outright (error
 * 22021). Lone UTF-16 surrogates are not text at all: stored, they would silently become U+FFFD.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/u;

/** Whether a string holds a control character or a lone surrogate. */
export function isForbiddenText(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Whether any string inside `value` — at any depth, object keys included — is forbidden text. It
 * walks with a list of its own instead of recursing, so no nesting can overflow the stack.
 */
export function containsForbiddenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isForbiddenText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (isForbiddenText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
