import type { IncomingMessage, ServerResponse } from 'node:http';

// The requests this process is answering, counted at the Node server (so /auth's identity pages
// count too). Shutdown waits for them to finish and, when it cannot wait longer, names the ones
// it cuts (server.ts).

export interface InFlightRequest {
  method: string;
  /** The path without its query: a query may carry a token (the live stream's). */
  path: string;
  startedAt: number;
}

export class InFlightRequests {
  private readonly open = new Set<InFlightRequest>();
  private waiters: (() => void)[] = [];

  track(req: IncomingMessage, res: ServerResponse): void {
    const entry: InFlightRequest = { method: req.method ?? '?', path: (req.url ?? '').split('?')[0]!, startedAt: Date.now() };
    this.open.add(entry);
    // 'close' comes after the answer is sent and also when the client goes away mid-answer.
    res.once('close', () => {
      this.open.delete(entry);
      if (this.open.size === 0) for (const resolve of this.waiters.splice(0)) resolve();
    });
  }

  get size(): number {
    return this.open.size;
  }

  /** What is still open, with how long it has run (for the shutdown's log line). */
  list(now = Date.now()): { method: string; path: string; runningMs: number }[] {
    return [...this.open].map((r) => ({ method: r.method, path: r.path, runningMs: now - r.startedAt }));
  }

  /** Resolves when no request is open (at once when none is). */
  idle(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
