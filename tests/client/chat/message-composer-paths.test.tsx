// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { transitionPaths } from '../../../machines/paths';
import { machines } from '../../../machines/index';
import type { MessageComposerEvent, messageComposerMachine } from '../../../machines/message-composer/message-composer.machine';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH } from '../../../src/shared/domain/messaging/message-rules';
import { MessageComposer } from '../../../src/client/ui/chat/message-composer';
import { button, click, replayPaths, typeInto, type Drivers } from '../support/path-replay';
import { heldSend, renderChat } from './render-chat';
import { scaledMs } from '../../support/time-scale';

// The message-composer machine's paths replayed against the real MessageComposer: a driver per
// event (what a host or guest does), the send answering as the path says, a view check per state.

afterEach(cleanup);

const box = () => screen.queryByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement | null;
const sendButton = () => screen.queryByRole('button', { name: /^(Send|Sending…)$/ }) as HTMLButtonElement | null;

const drivers: Drivers<MessageComposerEvent> = {
  // A read-only box (sending) does not take new text: the view does not offer the event there.
  'draft.change': (e, ui) => (box()?.readOnly ? Promise.resolve(false) : typeInto(ui, box(), e.value)),
  'message.send': async (_e, ui) => {
    if (!box()) return false;
    await ui.user.click(box()!);
    await ui.user.keyboard('{Enter}');
    return true;
  },
  'message.retry': (_e, ui) => click(ui, button('Retry')),
  'draft.discard': (_e, ui) => click(ui, button('Discard')),
};

type Snapshot = SnapshotFrom<typeof messageComposerMachine>;

function commonChecks(s: Snapshot) {
  expect(box()!.value).toBe(s.context.draft);
  const length = s.context.draft.trim().length;
  expect(screen.queryByText(/characters? left$/) !== null).toBe(length >= MESSAGE_COUNTER_FROM && length <= MESSAGE_MAX_LENGTH);
  expect(screen.queryByText(new RegExp(`at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`)) !== null).toBe(s.context.problem === 'tooLong');
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  editing: (s) => {
    commonChecks(s);
    expect(box()!.readOnly).toBe(false);
    expect(sendButton()!.disabled).toBe(s.context.problem !== null);
    expect(sendButton()!.getAttribute('aria-busy')).toBeNull();
    expect(button('Retry')).toBeNull();
  },
  sending: (s) => {
    commonChecks(s);
    expect(box()!.readOnly).toBe(true);
    expect(sendButton()!.getAttribute('aria-busy')).toBe('true');
  },
  failed: (s) => {
    commonChecks(s);
    expect(screen.getByRole('alert').textContent).toContain('The message was not sent. Your text is kept.');
    expect(button('Retry')).not.toBeNull();
    expect(sendButton()!.disabled).toBe(true);
  },
};

it('every shortest path of the machine plays on the real composer, which shows each state', async () => {
  await replayPaths({
    name: 'message-composer',
    entry: machines['message-composer'],
    mount: () => {
      const server = heldSend();
      renderChat(<MessageComposer send={server.send} />);
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(60_000));

it('every transition path (ignored events included) plays on the composer: the view does what the machine does, or does not offer the event', async () => {
  const entry = machines['message-composer'];
  const paths = transitionPaths(entry);
  let offeredAndIgnored = 0;
  for (const path of paths) {
    const server = heldSend();
    renderChat(<MessageComposer send={server.send} />);
    let release = server.holdWrites();
    const ui = { user: setupUser() };
    let expected: AnyMachineSnapshot = getInitialSnapshot(entry.machine, {});
    for (const [i, step] of path.steps.entries()) {
      const event = step.event as EventObject & { error?: { status: number } };
      const outcome = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (outcome) {
        if (outcome[1] === 'error') server.failNextWrite(event.error!.status);
        release();
        release = server.holdWrites();
      } else {
        const drive = drivers[event.type as MessageComposerEvent['type']] as (e: EventObject, u: typeof ui) => Promise<boolean>;
        const offered = await drive(event, ui);
        const last = i === path.steps.length - 1;
        // Only an event the machine ignores there may be missing from the view.
        if (!offered) {
          expect(last && path.changes === false, `${path.name}: the view does not offer ${event.type}`).toBe(true);
          break;
        }
        if (last && path.changes === false) offeredAndIgnored += 1;
      }
      expected = getNextSnapshot(entry.machine, expected, event as never);
      const now = expected as Snapshot;
      await waitFor(() => viewChecks[String(now.value)]!(now), { interval: 5 });
    }
    release();
    cleanup();
  }
  expect(paths.length).toBeGreaterThan(30);
  // E.g. Enter on a blank or too long text: offered, and nothing is sent.
  expect(offeredAndIgnored).toBeGreaterThan(0);
}, scaledMs(120_000));
