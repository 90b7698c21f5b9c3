/**
 * A `memo` comparison by value: two props objects are the same when every field is identical or
 * serialises alike. Functions are skipped: the table hands its pieces one stable callback (see
 * `useStableCallback`), so a piece never keeps an outdated one. Views arrive as fresh JSON on
 * every update; comparing by value lets unchanged ships, tracks and cards skip rendering.
 */
export function sameProps<P extends object>(a: Readonly<P>, b: Readonly<P>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (Object.is(x, y) || (typeof x === 'function' && typeof y === 'function')) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (JSON.stringify(x, plain) !== JSON.stringify(y, plain)) return false;
  }
  return true;
}

/** Maps and sets serialise by their entries (plain JSON.stringify would make every Map `{}`). */
function plain(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { map: [...value.entries()] };
  if (value instanceof Set) return { set: [...value.values()] };
  return value;
}
