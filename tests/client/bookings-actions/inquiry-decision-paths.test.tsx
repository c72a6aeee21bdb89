// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInitialSnapshot, getNextSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { shortestPaths } from '../../../machines/paths';
import { inquiryRejectProblems, type InquiryDecisionEvent, type inquiryDecisionMachine } from '../../../machines/inquiry-decision/inquiry-decision.machine';
import { InquiryActions } from '../../../src/client/features/bookings/actions/inquiry-actions';
import { fakeStaysApi } from './fake-stays-api';
import { renderActions } from './render-actions';
import { openInquiry } from './stays';

// The inquiry-decision machine's paths replayed against the real view (DESIGN "Machines": paths
// replayed against the real machine AND the real view). Each event has a driver that does what a
// host does; each actor outcome is the fake server answering. After every step the view must
// show what the machine's state says. A step the view does not offer there (typing into an
// explanation §5 hides unless the reason is OTHER) ends that path; most paths play to the end.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = machines['inquiry-decision'];
type Snapshot = SnapshotFrom<typeof inquiryDecisionMachine>;
type Ui = { user: ReturnType<typeof userEvent.setup> };

const REASON_TEXT: Record<string, string> = { OTHER: 'Other reason', OVERBOOKING: 'The dates are already booked' };
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
  'message.change': async (e, ui) => {
    const box = screen.queryByRole('textbox', { name: 'Message to the guest (optional)' });
    if (!box) return false;
    await ui.user.clear(box);
    if (e.message) await ui.user.paste(e.message);
    return true;
  },
  'explanation.change': async (e, ui) => {
    const box = screen.queryByRole('textbox', { name: /^Explanation/ });
    if (!box) return false;
    await ui.user.clear(box);
    if (e.explanation) await ui.user.paste(e.explanation);
    return true;
  },
  'reject.submit': (_e, ui) => click(ui, button('Reject inquiry')),
  'decision.cancel': (_e, ui) => click(ui, button('Go back')),
  retry: (_e, ui) => click(ui, button('Try again')),
  'failure.dismiss': (_e, ui) => click(ui, button('Close')),
} satisfies { [K in InquiryDecisionEvent['type']]: (e: Extract<InquiryDecisionEvent, { type: K }>, ui: Ui) => Promise<boolean> };

/** What the view shows in each state of the machine. */
const viewChecks: Record<string, (s: Snapshot) => void> = {
  idle: () => {
    expect(dialog()).toBeNull();
    expect(button('Confirm')).not.toBeNull();
    expect(button('Reject')).not.toBeNull();
  },
  confirmStep: () => {
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirm inquiry HP-INQ001?' })).toBeTruthy();
    expect(button('Yes, confirm')?.getAttribute('aria-busy')).toBeNull();
  },
  confirming: () => expect(button('Yes, confirm')?.getAttribute('aria-busy')).toBe('true'),
  confirmed: () => {
    expect(dialog()).toBeNull();
    expect(screen.getByText('Inquiry confirmed. The guest is told.', { selector: 'p' })).toBeTruthy();
  },
  rejecting: (s) => {
    const d = screen.getByRole('dialog', { name: 'Reject inquiry HP-INQ001' });
    const checked = within(d).queryAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
    expect(checked?.closest('label')?.textContent ?? null).toBe(s.context.reason ? REASON_TEXT[s.context.reason] : null);
    const problems = s.context.attempted ? inquiryRejectProblems(s.context) : {};
    expect(within(d).queryByText('Reason is missing: choose one.') !== null).toBe(problems.reason === 'required');
    expect(within(d).queryByText('Explanation is required when the reason is Other.') !== null).toBe(problems.explanation === 'required');
    expect((within(d).getByRole('textbox', { name: 'Message to the guest (optional)' }) as HTMLTextAreaElement).value).toBe(s.context.message);
    expect(button('Reject inquiry')?.getAttribute('aria-busy')).toBeNull();
  },
  submitting: () => expect(button('Reject inquiry')?.getAttribute('aria-busy')).toBe('true'),
  rejected: () => {
    expect(dialog()).toBeNull();
    expect(screen.getByText('Inquiry rejected. The guest is told.', { selector: 'p' })).toBeTruthy();
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
    const server = fakeStaysApi({ stays: [openInquiry()] });
    let release = server.holdWrites();
    renderActions(<InquiryActions inquiry={openInquiry()} />);
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
        const drive = drivers[event.type as InquiryDecisionEvent['type']] as (e: EventObject, ui: Ui) => Promise<boolean>;
        if (!(await drive(event, ui))) {
          complete = false;
          break;
        }
      }
      expected = getNextSnapshot(entry.machine, expected, event as InquiryDecisionEvent) as Snapshot;
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
  console.info(`inquiry-decision: ${played.length} of ${paths.length} paths played on the view to the end`);
  expect([...statesSeen].sort()).toEqual(Object.keys(entry.machine.root.states).sort());
}, 120_000);
