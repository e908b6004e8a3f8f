/**
 * Naive in-memory limit per key (a client address): `limit` attempts in any `windowMs`. Each node
 * counts its own. The public forms use it (contact, feedback, webinar registration): a refused
 * form still counts, so a script cannot try forever.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
    take(key: string, now = Date.now()): number {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
      }
      recent.push(now);
      hits.set(key, recent);
      // Keep the map from growing without bound: forget addresses with nothing recent.
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if (times.every((t) => now - t >= windowMs)) hits.delete(k);
      }
      return 0;
    },
  };
}
