/**
 * Whether a JSON value nests more than `limit` arrays or objects deep (a scalar is 0 deep, `[1]`
 * is 1). Counted with a list of its own instead of recursion, so a value nested thousands deep is
 * measured without overflowing the stack — unlike `JSON.stringify`, which must only see values
 * that passed this check.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    const items = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const item of items) pending.push({ value: item, depth });
  }
  return false;
}
