/**
 * A `memo` comparison by value: two props objects are the same when every field is identical or
 * serialises alike (Maps and Sets by their entries); callbacks only when identical. Views arrive
 * as fresh JSON on every update even where nothing a part of a table shows has changed; comparing
 * by value lets unchanged ships, tracks and cards skip rendering.
 */
export function sameProps<P extends object>(previous: Readonly<P>, next: Readonly<P>): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    const a = (previous as Record<string, unknown>)[key];
    const b = (next as Record<string, unknown>)[key];
    if (Object.is(a, b)) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (JSON.stringify(a, plain) !== JSON.stringify(b, plain)) return false;
  }
  return true;
}

/** Plain JSON.stringify would make every Map and Set `{}`. */
function plain(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { map: [...value.entries()] };
  if (value instanceof Set) return { set: [...value.values()] };
  return value;
}
