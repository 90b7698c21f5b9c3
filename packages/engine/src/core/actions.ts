/**
 * Actions are plain JSON. Two actions are the same when they are the same JSON value, whatever the
 * order of their fields: that is how `apply` finds a submitted action among the legal ones, and how
 * clients key their buttons.
 */

/** Structural equality of two JSON values (field order ignored). */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameAction(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let fields = 0;
  for (const key in left) {
    if (!Object.hasOwn(right, key) || !sameAction(left[key], right[key])) return false;
    fields++;
  }
  for (const key in right) if (Object.hasOwn(right, key)) fields--;
  return fields === 0;
}

/** A stable text for an action (fields sorted), for keys and lookups: same action, same key. */
export function actionKey(action: unknown): string {
  return JSON.stringify(action, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
    return sorted;
  });
}

/** The `type` of an action-like value, if it has a string one. */
export function typeOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' ? type : null;
}

/** The keys of a record of types, in order: a list the compiler knows to be complete. */
export function typesOf<T extends string>(set: Readonly<Record<T, true>>): readonly T[] {
  return Object.keys(set) as T[];
}
