import { expect, test, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { machines } from '../../../machines/index';
import { initialState } from '../../../machines/gherkin';
import { transitionPaths } from '../../../machines/paths';
import { coverPaths, movesOf, movesWalked, testerPaths, type TesterPath } from '../../../machines/tester-paths';
import { recordWalk } from '../../../scripts/lib/machine-coverage';

// A machine's cover paths (machines/tester-paths.ts) played in the real browser against the real
// server and its demo data: each event is a step definition driving the page, each state a check of
// what the screen shows (the machine's story says what both mean). A server failure is produced by
// the fault switch (src/server/http/fault-switch.ts), armed while the call is held in the browser,
// so the client's own error handling runs. A path that cannot be driven is named with its reason;
// `playCoverPaths` fails when a cover path is neither played nor named, or a move of the machine is
// walked by none of the played paths and named by none of the others.

/** A step definition: drives the page for one event (an actor's outcome: lets the held call go on). */
export type StepDefinition<C> = (page: Page, event: EventObject, context: C) => Promise<void>;
/** What the screen shows in a state (`event` is the one that led there). */
export type StateCheck<C> = (page: Page, context: C, event: EventObject) => Promise<void>;

export interface MachinePathsPlan<C> {
  machine: keyof typeof machines;
  /** Per path: the data it starts from (a fresh stay, a page opened) and the context its steps share. */
  start: (page: Page, path: TesterPath) => Promise<C>;
  /** After each path, played to its end or not: puts back what it changed, for the next one. */
  finish?: (page: Page, context: C) => Promise<void>;
  steps: Record<string, StepDefinition<C>>;
  states: Record<string, StateCheck<C>>;
  /** Calls held in the browser while the machine is in a busy state (the state: the URL glob). */
  held?: Record<string, string>;
  /** Cover paths (by id) that cannot be driven, with the reason. */
  notDrivable?: Record<string, string>;
}

/** One call held in the browser until the path's next step lets it go on (after arming a fault, if any). */
export interface Held {
  release: () => void;
  /** The call has reached the browser's hold. */
  arrived: Promise<void>;
  /** The call has been let go and answered. */
  done: Promise<void>;
}

/**
 * Holds the next call to `url` in the browser; `release` sends it on to the server (or, with `go`,
 * answers it another way: a journey that needs an answer no reachable account gets).
 */
export async function holdNext(page: Page, url: string | RegExp, go: (route: Route) => Promise<void> = (route) => route.continue()): Promise<Held> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let answered!: () => void;
  const done = new Promise<void>((resolve) => (answered = resolve));
  await page.route(
    url,
    async (route) => {
      arrive();
      await gate;
      // A page that has gone on meanwhile (a sign-out's redirect) has dropped the call.
      await go(route).catch(() => undefined);
      answered();
    },
    { times: 1 },
  );
  return { release, arrived, done };
}

/** Lets the call the path holds go on to the server, and waits until it is answered. */
export async function letGo(context: { held?: Held | null }) {
  expect(context.held, 'a call held in the browser').toBeTruthy();
  context.held!.release();
  await context.held!.done;
  context.held = null;
}

/** Arms the server's fault switch: the next `times` calls of method and path answer `status`. */
export async function armFault(page: Page, fault: { method: string; path: string; status: number; times?: number }) {
  const answer = await page.request.post('/api/test/faults', { data: fault });
  expect(answer.status(), 'the fault switch is on (tests/e2e/playwright.config.ts)').toBe(201);
}

export async function clearFaults(page: Page) {
  await page.request.delete('/api/test/faults');
}

/** Every cover path of the machine, played with test.step, then the coverage checked. */
export async function playCoverPaths<C extends { held?: Held | null }>(page: Page, plan: MachinePathsPlan<C>) {
  const entry = machines[plan.machine];
  const transitions = transitionPaths(entry);
  const cover = coverPaths(entry, transitions);
  const paths = testerPaths(plan.machine, entry, cover, '');
  const start = initialState(entry);
  const notDrivable = plan.notDrivable ?? {};
  const played: TesterPath[] = [];
  for (const path of paths) {
    if (notDrivable[path.id]) continue;
    await test.step(`${path.id}: ${path.title}`, async () => {
      const context = await plan.start(page, path);
      try {
        await plan.states[start]!(page, context, { type: 'xstate.init' });
        for (const step of path.steps) {
          const drive = plan.steps[step.event.type];
          expect(drive, `a step definition for ${step.event.type}`).toBeDefined();
          const heldUrl = plan.held?.[step.state];
          const held = heldUrl ? await holdNext(page, heldUrl) : null;
          await drive!(page, step.event, context);
          if (held) context.held = held;
          const check = plan.states[step.state];
          expect(check, `a check for the state ${step.state}`).toBeDefined();
          await check!(page, context, step.event);
        }
      } finally {
        await clearFaults(page);
        await plan.finish?.(page, context);
      }
    });
    played.push(path);
  }
  // Every cover path is played or named, and every move is walked by a played path or named.
  const named = paths.filter((p) => notDrivable[p.id]);
  expect([...played, ...named].map((p) => p.id).sort()).toEqual(paths.map((p) => p.id).sort());
  expect(Object.keys(notDrivable).filter((id) => !paths.some((p) => p.id === id)), 'named paths that are no cover path').toEqual([]);
  const walked = new Set(cover.filter((p) => !named.some((n) => n.name === p.name)).flatMap((p) => movesOf(start, p)));
  const namedMoves = new Set(cover.filter((p) => named.some((n) => n.name === p.name)).flatMap((p) => movesOf(start, p)));
  const missing = [...movesWalked(entry, transitions)].filter((m) => !walked.has(m) && !namedMoves.has(m));
  expect(missing, 'moves neither walked nor named').toEqual([]);
  // For the view coverage report (npm run machines -- --coverage --from DIR, after the journeys in CI).
  recordWalk({ machineId: entry.machine.id, kind: 'view', via: 'browser', moves: [...walked], states: [], transitions: [], edges: [] });
  return { played: played.length, named: named.length, moves: walked.size };
}
