// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInitialSnapshot, getNextSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { shortestPaths } from '../../../machines/paths';
import { requestRejectProblems, type RequestDecisionEvent, type requestDecisionMachine } from '../../../machines/request-decision/request-decision.machine';
import { RequestActions } from '../../../src/client/features/bookings/actions/request-actions';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { pendingRequest } from './stays';

// The request-decision machine's paths replayed against the real view (DESIGN "Machines": paths
// replayed against the real machine AND the real view). Each event has a driver that does what a
// host does; each actor outcome is the fake server answering. After every step the view must
// show what the machine's state says. A step the view does not offer there (typing into an
// explanation the §5 rule hides) ends that path; the test proves most paths play to the end.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = machines['request-decision'];
type Snapshot = SnapshotFrom<typeof requestDecisionMachine>;
type Ui = { user: ReturnType<typeof userEvent.setup> };

const REASON_TEXT: Record<string, string> = { OTHER: 'Other reason', RATES_MISMATCH: 'The price is not right' };
const dialog = () => screen.queryByRole('dialog');
const button = (name: string) => screen.queryByRole('button', { name });
const click = async (ui: Ui, el: HTMLElement | null) => {
  if (!el) return false;
  await ui.user.click(el);
  return true;
};

/** What the host does for each event; false when the view does not offer it in this state. */
const drivers = {
  'confirm.start': (_e, ui) => click(ui, button('Confirm')),
  'confirm.accept': (_e, ui) => click(ui, button('Yes, confirm')),
  'reject.start': (_e, ui) => click(ui, button('Reject')),
  'reason.select': (e, ui) => click(ui, screen.queryByRole('radio', { name: REASON_TEXT[e.reason] })),
  'subReason.select': async (e, ui) => {
    const select = screen.queryByRole('combobox', { name: 'Detail (optional)' });
    if (!select || ![...select.querySelectorAll('option')].some((o) => o.value === e.subReason)) return false;
    await ui.user.selectOptions(select, e.subReason);
    return true;
  },
  'explanation.change': async (e, ui) => {
    const box = screen.queryByRole('textbox', { name: /^Explanation/ });
    if (!box) return false;
    await ui.user.clear(box);
    if (e.explanation) await ui.user.paste(e.explanation);
    return true;
  },
  'reject.submit': (_e, ui) => click(ui, button('Reject request')),
  'decision.cancel': (_e, ui) => click(ui, button('Go back')),
  retry: (_e, ui) => click(ui, button('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, button('Close')),
} satisfies { [K in RequestDecisionEvent['type']]: (e: Extract<RequestDecisionEvent, { type: K }>, ui: Ui) => Promise<boolean> };

/** What the view shows in each state of the machine. */
const viewChecks: Record<string, (s: Snapshot) => void> = {
  idle: () => {
    expect(dialog()).toBeNull();
    expect(button('Confirm')).not.toBeNull();
    expect(button('Reject')).not.toBeNull();
  },
  confirmStep: () => {
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirm request HP-REQ001?' })).toBeTruthy();
    expect(button('Yes, confirm')?.getAttribute('aria-busy')).toBeNull();
  },
  confirming: () => expect(button('Yes, confirm')?.getAttribute('aria-busy')).toBe('true'),
  confirmed: () => {
    expect(dialog()).toBeNull();
    expect(screen.getByText('Request confirmed: booking HP-NEW001 is made.', { selector: 'p' })).toBeTruthy();
  },
  rejecting: (s) => {
    const d = screen.getByRole('dialog', { name: 'Reject request HP-REQ001' });
    const checked = within(d).queryAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
    expect(checked?.closest('label')?.textContent ?? null).toBe(s.context.reason ? REASON_TEXT[s.context.reason] : null);
    const problems = s.context.attempted ? requestRejectProblems(s.context) : {};
    expect(within(d).queryByText('Reason is missing: choose one.') !== null).toBe(problems.reason === 'required');
    expect(within(d).queryByText('Explanation is required when the reason is Other.') !== null).toBe(problems.explanation === 'required');
    expect(button('Reject request')?.getAttribute('aria-busy')).toBeNull();
  },
  submitting: () => expect(button('Reject request')?.getAttribute('aria-busy')).toBe('true'),
  rejected: () => {
    expect(dialog()).toBeNull();
    expect(screen.getByText('Request rejected. The guest is told.', { selector: 'p' })).toBeTruthy();
  },
  conflict: (s) =>
    expect(within(dialog()!).getByRole('alert').textContent).toContain(
      s.context.failedCall === 'confirm' ? 'These nights are no longer free' : 'It was answered meanwhile or is no longer open.',
    ),
  failed: () => {
    expect(within(dialog()!).getByRole('alert').textContent).toBe('An error occurred, please try again.');
    expect(button('Try again')).not.toBeNull();
  },
};

it('every shortest path of the machine plays on the real view, which shows each state', async () => {
  expect(Object.keys(viewChecks).sort()).toEqual(Object.keys(entry.machine.root.states).sort());
  const paths = shortestPaths(entry);
  const played: string[] = [];
  const statesSeen = new Set<string>();
  for (const path of paths) {
    const server = fakeStaysApi({ stays: [pendingRequest()] });
    let release = server.holdWrites();
    renderActions(<RequestActions request={pendingRequest()} />);
    const ui = { user: userEvent.setup({ delay: null }) };
    let expected = getInitialSnapshot(entry.machine) as Snapshot;
    viewChecks[String(expected.value)](expected);
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
        const drive = drivers[event.type as RequestDecisionEvent['type']] as (e: EventObject, ui: Ui) => Promise<boolean>;
        if (!(await drive(event, ui))) {
          complete = false;
          break;
        }
      }
      expected = getNextSnapshot(entry.machine, expected, event as RequestDecisionEvent) as Snapshot;
      expect(String(expected.value), path.name).toBe(step.state);
      await waitFor(() => viewChecks[step.state](expected), { interval: 5 });
      statesSeen.add(step.state);
    }
    release();
    if (complete) played.push(path.name);
    cleanup();
    vi.unstubAllGlobals();
  }
  // Only paths through an explanation the §5 rule hides may stop early.
  expect(played.length, `${played.length} of ${paths.length} paths played to the end`).toBeGreaterThan(paths.length / 2);
  console.info(`request-decision: ${played.length} of ${paths.length} paths played on the view to the end`);
  expect([...statesSeen].sort()).toEqual(Object.keys(entry.machine.root.states).sort());
}, 120_000);
