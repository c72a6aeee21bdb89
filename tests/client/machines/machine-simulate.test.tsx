// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { setupUser } from '../../support/user-event';
import { reviewReplyMachine } from '../../../machines/review-reply/review-reply.machine';
import { inspectLive, resetLiveMachines } from '../../../src/client/app/live-machines';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

// The Simulate tab of the machine page: the moves of the initial state as buttons with their
// story and payload, a move highlights the new state in the diagram and writes the address, Back
// and Restart, a link restores the position (or says where a stale one breaks), the keyboard.
// Mermaid cannot draw in a DOM without layout: its import is replaced by a recorder.

const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  registerLayoutLoaders: vi.fn(),
  render: vi.fn(async (_id: string, source: string) => ({ svg: `<svg data-testid="diagram-svg"><text>${source.split('\n').length} lines</text></svg>` })),
}));
vi.mock('mermaid', () => ({ default: mermaid }));
vi.mock('@mermaid-js/layout-elk', () => ({ default: [] }));
fakeUserApi();

const staff = userInfo({ isStaff: true });
const lastSource = () => mermaid.render.mock.calls.at(-1)?.[1] ?? '';
const highlighted = () => [...lastSource().matchAll(/^ {2}class (\S+) current$/gm)].map((m) => m[1]);
const position = () => screen.getByTestId('simulation-position').textContent ?? '';
const CONFIRM = 'the host clicks Confirm on the request';
const YES = 'the host clicks Yes, confirm';
const REFUSED = 'the server refuses: the nights are no longer free (409)';

beforeEach(() => {
  mermaid.render.mockClear();
  resetLiveMachines();
});
afterEach(() => cleanup());

async function open(path: string) {
  const rendered = await renderApp({ user: staff, path });
  await screen.findByRole('heading', { level: 1, name: 'Booking request: confirm or reject' });
  return rendered;
}

describe('/machines/{name}: Simulate', () => {
  it('plays the machine from its start: moves, highlight, address, Back and Restart', async () => {
    const user = setupUser();
    const { router, missing } = await open('/machines/request-decision?state=rejecting');
    await user.click(screen.getByRole('tab', { name: 'Simulate' }));
    expect(screen.getByRole('tab', { name: 'Simulate' }).getAttribute('aria-selected')).toBe('true');
    // The initial state, what the screen shows there, and only the moves that do something.
    await waitFor(() => expect(position()).toMatch(/^Current state: idle/));
    expect(position()).toContain('Expected: the request shows its Confirm and Reject buttons.');
    expect(router.state.location.search).toBe('?simulate=');
    const panel = screen.getByRole('tabpanel');
    const moves = () => within(panel).getAllByRole('listitem').filter((li) => li.classList.contains('machine-simulator__move'));
    expect(moves().map((li) => within(li).getByRole('button').textContent)).toEqual([CONFIRM, 'the host clicks Reject on the request']);
    expect(within(panel).getByRole('button', { name: 'Back one step' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Restart' }).hasAttribute('disabled')).toBe(true);
    // The simulated state wins over the linked one (?state= is dropped).
    await waitFor(() => expect(highlighted()).toEqual(['idle']));

    await user.click(within(panel).getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(position()).toMatch(/^Current state: confirmStep/));
    expect(router.state.location.search).toBe('?simulate=confirm.start');
    await waitFor(() => expect(highlighted()).toEqual(['confirmStep']));
    await user.click(within(panel).getByRole('button', { name: YES }));

    // A guarded outcome: each branch is a button of its own, with its target and its payload.
    await waitFor(() => expect(position()).toMatch(/^Current state: confirming/));
    const refused = moves().find((li) => within(li).getByRole('button').textContent === REFUSED)!;
    expect(refused.textContent).toContain('leads to conflict');
    expect(refused.textContent).toContain('payload: {"error":{"status":409}}');
    expect(moves().map((li) => within(li).getByRole('button').textContent)).toEqual([
      'the server confirms the request',
      REFUSED,
      'the server fails to confirm it (500)',
    ]);
    await user.click(within(refused).getByRole('button'));
    await waitFor(() => expect(position()).toMatch(/^Current state: conflict/));
    expect(router.state.location.search).toBe('?simulate=confirm.start,confirm.accept,xstate.error.actor.confirmRequest~1');
    await waitFor(() => expect(highlighted()).toEqual(['conflict']));
    const history = within(panel).getByRole('heading', { name: 'Steps so far' }).nextElementSibling!;
    expect([...history.querySelectorAll('li')].map((li) => li.textContent)).toEqual([`${CONFIRM} → confirmStep`, `${YES} → confirming`, `${REFUSED} → conflict`]);

    await user.click(within(panel).getByRole('button', { name: 'Back one step' }));
    await waitFor(() => expect(position()).toMatch(/^Current state: confirming/));
    expect(router.state.location.search).toBe('?simulate=confirm.start,confirm.accept');
    await waitFor(() => expect(highlighted()).toEqual(['confirming']));

    await user.click(within(panel).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(position()).toMatch(/^Current state: idle/));
    expect(router.state.location.search).toBe('?simulate=');
    expect(within(panel).getByRole('button', { name: 'Back one step' }).hasAttribute('disabled')).toBe(true);

    // Another tab leaves the simulation: the address forgets it.
    await user.click(screen.getByRole('tab', { name: 'Gherkin' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('simulation-position')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('restores the position of a link, and says where a stale link breaks', async () => {
    await open('/machines/request-decision?simulate=confirm.start,confirm.accept,xstate.error.actor.confirmRequest~2');
    expect(screen.getByRole('tab', { name: 'Simulate' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(position()).toMatch(/^Current state: failed/));
    await waitFor(() => expect(highlighted()).toEqual(['failed']));
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    await open('/machines/request-decision?simulate=confirm.start,reject.start');
    await waitFor(() => expect(position()).toMatch(/^Current state: confirmStep/));
    expect(screen.getByRole('alert').textContent).toMatch(/^Step 2 of this link is not possible there/);
  });

  it('works from the keyboard: a move by Enter, then focus on the new position', async () => {
    const user = setupUser();
    const { router } = await open('/machines/request-decision?simulate=');
    const confirm = await screen.findByRole('button', { name: CONFIRM });
    confirm.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(position()).toMatch(/^Current state: confirmStep/));
    expect(router.state.location.search).toBe('?simulate=confirm.start');
    expect(document.activeElement).toBe(screen.getByTestId('simulation-position'));
    await user.tab();
    await user.tab();
    await user.tab();
    // Back, Restart, then the first move of the new state.
    expect(document.activeElement?.textContent).toBe(YES);
  });

  it('highlights the simulated state over a running actor, until the actor is shown', async () => {
    const running = createActor(reviewReplyMachine, { inspect: inspectLive }).start();
    running.send({ type: 'reply.open', reviewId: 'r1', reply: null });
    const { router } = await renderApp({ user: staff, path: '/machines/review-reply?simulate=' });
    await screen.findByRole('heading', { level: 1, name: 'Reply to a guest review' });
    await waitFor(() => expect(position()).toMatch(/^Current state: closed/));
    await waitFor(() => expect(highlighted()).toEqual(['closed']));
    const [row] = await screen.findAllByTestId('machine-actor');
    fireEvent.click(within(row!).getByRole('button', { name: 'Show in the diagram' }));
    await waitFor(() => expect(highlighted()).toEqual(['editing']));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'For testers' }).getAttribute('aria-selected')).toBe('true');
    running.stop();
  });
});
