// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createMachine, fromPromise } from 'xstate';
import { useWorkflow } from '../../../src/client/app/use-workflow';
import { liveMachines, resetLiveMachines } from '../../../src/client/app/live-machines';

// useWorkflow: the machine is made once for the view's life, its actors read what the view
// rendered last, its input is taken at mount, and it is listed on the machines page while it runs.

const saver = createMachine({
  id: 'workflowProbe',
  types: {} as { input: { start: number }; context: { count: number; saved: string | null } },
  context: ({ input }) => ({ count: input.start, saved: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        bump: { actions: assign({ count: ({ context }) => context.count + 1 }) },
        save: 'saving',
      },
    },
    saving: {
      invoke: {
        src: 'save',
        onDone: { target: 'idle', actions: assign({ saved: ({ event }) => event.output as string }) },
      },
    },
  },
});

function Probe({ label, start, created }: { label: string; start: number; created: () => void }) {
  const [snapshot, send] = useWorkflow(
    (latest) => {
      created();
      return saver.provide({ actors: { save: fromPromise(async () => latest()) } });
    },
    { latest: label, input: { start } },
  );
  return (
    <div>
      <output aria-label="count">{snapshot.context.count}</output>
      <output aria-label="saved">{snapshot.context.saved ?? '-'}</output>
      <button onClick={() => send({ type: 'bump' })}>bump</button>
      <button onClick={() => send({ type: 'save' })}>save</button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  resetLiveMachines();
});

describe('useWorkflow', () => {
  it('makes the machine once, keeps its state over renders, and its actors read the last render', async () => {
    const created = vi.fn();
    const view = render(<Probe label="first" start={5} created={created} />);
    expect(screen.getByLabelText('count').textContent).toBe('5');
    act(() => screen.getByText('bump').click());
    expect(screen.getByLabelText('count').textContent).toBe('6');

    // A new label and a new start: the machine is not made again (its count stays), the input is
    // the one it mounted with, and the save reads the new label.
    view.rerender(<Probe label="second" start={50} created={created} />);
    expect(screen.getByLabelText('count').textContent).toBe('6');
    await act(async () => screen.getByText('save').click());
    expect(await screen.findByText('second')).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('lists the running workflow on the machines page', async () => {
    render(<Probe label="x" start={0} created={() => undefined} />);
    await Promise.resolve(); // the list is brought up to date in a microtask
    expect(liveMachines().some((m) => m.machineId === 'workflowProbe' && m.status === 'running')).toBe(true);
  });
});
