/**
 * JSON with object keys sorted at every level. Postgres jsonb stores keys in its own order, so a value built
 * in memory and the same value read back from a jsonb column serialise differently with JSON.stringify;
 * documents kept in read models use this so that a replayed model equals the live one byte for byte.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}
