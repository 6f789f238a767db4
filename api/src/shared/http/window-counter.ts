interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Fixed-window counters in this process's memory; an expired window is forgotten on the next look.
 * Each process counts on its own: behind a load balancer with N processes a limit is at most N times as loose.
 */
export class WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one more; returns the seconds to wait when that makes it over the limit, else null. */
  hit(key: string, now = Date.now()): number | null {
    const current = this.windows.get(key);
    const window = current && current.resetsAt > now ? current : { count: 0, resetsAt: now + this.windowMs };
    window.count++;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.sweep(now);
    return window.count > this.limit ? Math.ceil((window.resetsAt - now) / 1000) : null;
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
