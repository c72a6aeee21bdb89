import { expect, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../../../support/user-event';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { MachineEntry } from '../../../../machines/index';
import { shortestPaths } from '../../../../machines/paths';

// A machine's shortest paths replayed against its real view (DESIGN "Machines": paths replayed
// against the real machine AND the real view). Each event has a driver that does what a host
// does; each actor outcome is the fake server answering. After every step the view must show
// what the machine's state says. A step the view does not offer in that state ends the path;
// the caller says how many paths must play to the end.

export type Ui = { user: ReturnType<typeof userEvent.setup> };

/** What the host does for each event; false when the view does not offer it in this state. */
export type Drivers<E extends EventObject> = { [K in E['type']]: (e: Extract<E, { type: K }>, ui: Ui) => Promise<boolean> };

export const dialog = () => screen.queryByRole('dialog');
export const button = (name: string) => screen.queryByRole('button', { name });
export const click = async (ui: Ui, el: HTMLElement | null) => {
  if (!el) return false;
  await ui.user.click(el);
  return true;
};

/** Types into a textbox, as the host does (cleared first); false when the view does not show it. */
export const typeInto = async (ui: Ui, box: HTMLElement | null, text: string) => {
  if (!box) return false;
  await ui.user.clear(box);
  if (text) await ui.user.paste(text);
  return true;
};
export const typeExplanation = (ui: Ui, text: string) => typeInto(ui, screen.queryByRole('textbox', { name: /^Explanation/ }), text);

/** Picks a sub-reason; false when the select is not there or does not offer it. */
export const selectSubReason = async (ui: Ui, subReason: string) => {
  const select = screen.queryByRole('combobox', { name: 'Detail (optional)' });
  if (!select || ![...select.querySelectorAll('option')].some((o) => o.value === subReason)) return false;
  await ui.user.selectOptions(select, subReason);
  return true;
};

/** The fake server's hold on writes (see fake-stays-api.ts). */
interface HeldServer {
  holdWrites(): () => void;
  failNextWrite(status: number): void;
}

export async function replayPaths<S, E extends EventObject>({
  name,
  entry,
  mount,
  drivers,
  viewChecks,
  minShare,
}: {
  name: string;
  entry: MachineEntry;
  /** Starts the fake server and renders the view; resolves once the view is there. */
  mount: () => HeldServer | Promise<HeldServer>;
  drivers: Drivers<E>;
  /** What the view shows in each state of the machine (one check per state). */
  viewChecks: Record<string, (s: S) => void>;
  /** The share of paths that must play to the end. */
  minShare: number;
}) {
  expect(Object.keys(viewChecks).sort()).toEqual(Object.keys(entry.machine.root.states).sort());
  const paths = shortestPaths(entry);
  const played: string[] = [];
  const statesSeen = new Set<string>();
  for (const path of paths) {
    const server = await mount();
    let release = server.holdWrites();
    const ui = { user: setupUser() };
    let expected: AnyMachineSnapshot = getInitialSnapshot(entry.machine, {});
    viewChecks[String(expected.value)](expected as S);
    statesSeen.add(String(expected.value));
    let complete = true;
    for (const step of path.steps) {
      const event = step.event as EventObject & { error?: { status: number } };
      const outcome = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (outcome) {
        // The call is waiting at the fake server: it answers as the path says.
        if (outcome[1] === 'error') server.failNextWrite(event.error!.status);
        release();
        release = server.holdWrites();
      } else {
        const drive = drivers[event.type as E['type']] as (e: EventObject, ui: Ui) => Promise<boolean>;
        if (!(await drive(event, ui))) {
          complete = false;
          break;
        }
      }
      expected = getNextSnapshot(entry.machine, expected, event);
      expect(String(expected.value), path.name).toBe(step.state);
      const now = expected as S;
      await waitFor(() => viewChecks[step.state](now), { interval: 5 });
      statesSeen.add(step.state);
    }
    release();
    if (complete) played.push(path.name);
    cleanup();
    vi.unstubAllGlobals();
  }
  console.info(`${name}: ${played.length} of ${paths.length} paths played on the view to the end`);
  expect(played.length, `${played.length} of ${paths.length} paths played to the end`).toBeGreaterThan(paths.length * minShare);
  expect([...statesSeen].sort()).toEqual(Object.keys(entry.machine.root.states).sort());
}
