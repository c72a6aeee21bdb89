import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { resetErrorReporting } from '../../src/client/app/error-reporting';
import { retryBackoff } from '../../src/client/api/http';
import { forgetSharedAppSettings } from '../../src/client/api/public';
import { scaledMs } from './time-scale';

// Client tests never reach the network. A request that no stub of the test answers — a refetch
// after the test removed its stub, a report posted while the page is torn down — would go to
// happy-dom's real fetch at its default address (http://localhost:3000), fail to connect and print
// a stack trace into the run's log. Here it fails at once, as an offline browser's fetch does
// (a TypeError), without a socket. A test's own stub (vi.stubGlobal) replaces this one.
if (typeof window !== 'undefined') {
  const offline = (input: RequestInfo | URL) => Promise.reject(new TypeError(`client tests have no network: ${input instanceof Request ? input.url : String(input)}`));
  globalThis.fetch = offline as typeof fetch;
  window.fetch = offline as typeof fetch;
}

// findBy… and waitFor wait up to 10 s instead of 1 s: a lazy chunk compiles on its first import in
// a run, and a 2-core machine that also runs other work (CI beside other jobs) took over 5 s to
// show a page's first field (calendar-sync-panel, documents). A thing that never appears still
// fails the test, only later. Tests no longer pass shorter waits of their own (they had 3–5 s,
// and machines-page timed out at 5 s while loading its page on a loaded machine).
configure({ asyncUtilTimeout: scaledMs(10_000) });

// A call that failed in one test queues an error report that is posted a few seconds later
// (app/error-reporting.ts). Dropped when the test ends, so it never reaches the next test's fetch
// stub — in the same file, or in the next file of a worker sharing its modules (vite.config.ts).
afterEach(() => resetErrorReporting());

// The app settings are kept a few seconds for every caller of the start (api/public.ts); a fake
// answer of one test must not serve the next test's start, in this file or the next of the worker.
afterEach(() => forgetSharedAppSettings());

// A modal (Radix's dismissable layer) sets the body's pointer-events to none while it is open and
// puts back what it found as it closes. A test that ended with one open, or one that opened while
// the body still refused clicks, leaves the body refusing them for the tests after it in the worker:
// the next dialog's first render inherits "none" until its layer registers, and a click that comes
// at once fails (seen once in two full runs on the guest-profile replay's first Close). Each test
// starts with the body as a page has it.
beforeEach(() => {
  if (typeof document !== 'undefined') document.body.style.removeProperty('pointer-events');
});

// A test may start importing a lazily loaded module (a page, a shell part) and end before it
// arrives. Files in a worker that shares its module graph (vite.config.ts) would then have the
// import finish after this file's environment is gone, and vitest fails whichever file runs next
// ("Cannot load … after the environment was torn down"). Each file waits for its imports first.
afterAll(() => vi.dynamicImportSettled());

// A failed read is asked again at once (src/client/api/http.ts): the tests check that the retry
// happens and what the host sees after it, and the real 0.3 s + 0.6 s waits added about 60 s
// to a run (the listing wizard, verification and billing replays fail reads on purpose).
retryBackoff.baseMs = 0;
