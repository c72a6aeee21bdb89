import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

// How many database queries one API request made: each request runs in its own counter
// (countingQueries, app.ts) and drizzle reports every query it sends to queryCounter (client.ts).
// The answer says the count in a Server-Timing header (`db;desc="3 queries"`), so the browser's
// developer tools, the benchmarks and a proxy's logs see what a route costs the database without
// a profiler. Work outside a request (jobs, start) is not counted.

const current = new AsyncLocalStorage<{ queries: number }>();

export const queryCounter: Logger = {
  logQuery() {
    const counter = current.getStore();
    if (counter) counter.queries += 1;
  },
};

/** Runs `work` with a fresh count; answers how many queries it made. */
export async function countingQueries(work: () => Promise<void>): Promise<number> {
  const counter = { queries: 0 };
  await current.run(counter, work);
  return counter.queries;
}
