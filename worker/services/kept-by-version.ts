/**
 * Values kept per key for the version they were computed from (a ledger version, a market refresh): a read
 * with the same version gets the kept value, any other version computes again. Bounded; the oldest goes first.
 */
export function keptByVersion<T>(limit: number) {
  const kept = new Map<string, { version: string; value: T }>();
  return {
    get(key: string, version: string): T | undefined {
      const hit = kept.get(key);
      return hit?.version === version ? hit.value : undefined;
    },
    set(key: string, version: string, value: T) {
      kept.delete(key);
      kept.set(key, { version, value });
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    },
  };
}
