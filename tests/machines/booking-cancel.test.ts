import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { bookingCancelBody, bookingCancelMachine, bookingCancelProblems, type BookingCancelBody, type BookingCancelContext } from '../../machines/booking-cancel/booking-cancel.machine';
import { selectCloseEvent, selectExplanationRequired, selectFailure, selectProblems } from '../../machines/booking-cancel/booking-cancel.select';
import { BOOKING_CANCEL_SUB_REASONS } from '../../src/shared/domain/bookings/reasons';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['booking-cancel'];
const ctx = (s: AnyMachineSnapshot) => s.context as BookingCancelContext;

/** The cancel body: a sub-reason of the reason only, OTHER always explained, no blank texts. */
function expectValidBody(body: BookingCancelBody) {
  if (body.subReason !== undefined) expect(BOOKING_CANCEL_SUB_REASONS[body.reason] ?? []).toContain(body.subReason);
  if (body.reason === 'OTHER') expect(body.explanation?.trim()).toBeTruthy();
  if (body.explanation !== undefined) expect(body.explanation.trim()).toBe(body.explanation);
}

const stateChecks = {
  idle: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(ctx(s).reason).toBeNull();
  },
  form: (s) => {
    const c = ctx(s);
    if (c.subReason !== null) expect(BOOKING_CANCEL_SUB_REASONS[c.reason!] ?? []).toContain(c.subReason);
  },
  confirmStep: (s) => expect(bookingCancelProblems(ctx(s))).toEqual({}),
  cancelling: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(bookingCancelProblems(ctx(s))).toEqual({});
    expectValidBody(bookingCancelBody(ctx(s)));
  },
  cancelled: (s) => expect(ctx(s).lastError).toBeNull(),
  refused: (s) => expect(ctx(s).lastError).toBe('refused'),
  failed: (s) => {
    expect(ctx(s).lastError).toBe('failed');
    expectValidBody(bookingCancelBody(ctx(s)));
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('booking-cancel machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(100);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('booking-cancel payloads', () => {
  const run = async (events: Parameters<ReturnType<typeof createActor<typeof bookingCancelMachine>>['send']>[0][]) => {
    const sent: BookingCancelBody[] = [];
    const actor = createActor(bookingCancelMachine.provide({ actors: { cancelBooking: fromPromise(async ({ input }) => void sent.push(input)) } })).start();
    actor.send({ type: 'cancel.start' });
    events.forEach((e) => actor.send(e));
    actor.send({ type: 'cancel.request' });
    const afterRequest = actor.getSnapshot();
    actor.send({ type: 'confirm.accept' });
    await settle();
    return { sent, afterRequest, snapshot: actor.getSnapshot() };
  };

  it('reason, sub-reason and an optional explanation, asked to confirm first', async () => {
    const { sent, afterRequest } = await run([
      { type: 'reason.select', reason: 'PROPERTY_UNAVAILABLE' },
      { type: 'subReason.select', subReason: 'DOUBLE_BOOKED' },
      { type: 'explanation.change', explanation: ' pipe burst ' },
    ]);
    expect(afterRequest.value).toBe('confirmStep');
    expect(sent).toEqual([{ reason: 'PROPERTY_UNAVAILABLE', subReason: 'DOUBLE_BOOKED', explanation: 'pipe burst' }]);
  });

  it('a sub-reason of another reason is refused; the explanation stays optional', async () => {
    const { sent } = await run([
      { type: 'reason.select', reason: 'GUEST_ASKED_TO_CANCEL' },
      { type: 'subReason.select', subReason: 'DOUBLE_BOOKED' },
    ]);
    expect(sent).toEqual([{ reason: 'GUEST_ASKED_TO_CANCEL' }]);
  });

  it('OTHER without an explanation does not reach the confirmation', async () => {
    const { sent, afterRequest } = await run([{ type: 'reason.select', reason: 'OTHER' }]);
    expect(afterRequest.value).toBe('form');
    expect(selectProblems(afterRequest)).toEqual({ explanation: 'required' });
    expect(sent).toEqual([]);
  });
});

describe('booking-cancel: the required explanation', () => {
  it('is required with OTHER only, so the view marks the field from the machine', () => {
    const actor = createActor(bookingCancelMachine).start();
    actor.send({ type: 'cancel.start' });
    expect(selectExplanationRequired(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reason.select', reason: 'PROPERTY_UNAVAILABLE' });
    expect(selectExplanationRequired(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reason.select', reason: 'OTHER' });
    expect(selectExplanationRequired(actor.getSnapshot())).toBe(true);
  });
});

describe('booking-cancel: what the Close of the dialog sends', () => {
  it('closes the form, goes back from the confirm step, dismisses a failure: always an event the machine takes there', async () => {
    const actor = createActor(
      bookingCancelMachine.provide({
        actors: {
          cancelBooking: fromPromise<unknown, BookingCancelBody>(async () => {
            throw new Error('offline');
          }),
        },
      }),
    ).start();
    const close = () => {
      const event = selectCloseEvent(actor.getSnapshot());
      expect(actor.getSnapshot().can(event), event.type).toBe(true);
      actor.send(event);
      return event.type;
    };
    actor.send({ type: 'cancel.start' });
    expect(close()).toBe('form.close');
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'reason.select', reason: 'PROPERTY_UNAVAILABLE' });
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().value).toBe('confirmStep');
    expect(close()).toBe('confirm.dismiss');
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'confirm.accept' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectFailure(actor.getSnapshot())).toBe('failed');
    expect(close()).toBe('failure.dismiss');
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });
});
