import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectBookingCancel } from '../../machines/booking-cancel/booking-cancel.connect';
import { bookingCancelMachine, type BookingCancelBody } from '../../machines/booking-cancel/booking-cancel.machine';
import { checkedSend } from './support/checked-send';

// connectBookingCancel: what the cancel dialog shows in each state of the real machine, and what
// each control sends — always an event the machine takes where the host is.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const conflict = Object.assign(new Error('taken'), { status: 409 });

function start(answer: () => Promise<unknown>) {
  return createActor(bookingCancelMachine.provide({ actors: { cancelBooking: fromPromise<unknown, BookingCancelBody>(answer) } })).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof bookingCancelMachine>, sent: string[] = []) {
  return connectBookingCancel(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectBookingCancel', () => {
  it('shows no dialog before the host starts, then the form; Keep closes it', () => {
    const actor = start(async () => ({}));
    expect(connect(actor)).toMatchObject({ open: false, busy: false, cancelled: false, failure: null });
    connect(actor).start();
    expect(actor.getSnapshot().value).toBe('form');
    expect(connect(actor)).toMatchObject({ open: true, step: 'form', failure: null, form: { reason: null, subReasons: [], explanationRequired: false, problems: {} } });
    const sent: string[] = [];
    connect(actor, sent).close();
    expect(sent).toEqual(['form.close']);
    expect(connect(actor).open).toBe(false);
  });

  it('fills the form through its handlers, keeps it when incomplete and names what is missing', () => {
    const actor = start(async () => ({}));
    connect(actor).start();
    expect(connect(actor).submit()).toBe(true);
    expect(actor.getSnapshot().value).toBe('form');
    expect(connect(actor).form.problems).toEqual({ reason: 'required' });
    connect(actor).selectReason('OTHER');
    expect(connect(actor).form).toMatchObject({ reason: 'OTHER', explanationRequired: true, problems: { explanation: 'required' } });
    connect(actor).selectReason('PROPERTY_UNAVAILABLE');
    expect(connect(actor).form.subReasons).toContain('DOUBLE_BOOKED');
    connect(actor).selectSubReason('DOUBLE_BOOKED');
    connect(actor).changeExplanation('A pipe burst.');
    expect(connect(actor).form).toMatchObject({ subReason: 'DOUBLE_BOOKED', explanation: 'A pipe burst.', explanationRequired: false, problems: {} });
    expect(connect(actor).submit()).toBe(false);
    expect(actor.getSnapshot().value).toBe('confirmStep');
  });

  it('asks once more; Go back returns to the form, accepting cancels and closes the dialog', async () => {
    const actor = start(async () => ({ status: 'CANCELLED' }));
    connect(actor).start();
    connect(actor).selectReason('PROPERTY_UNAVAILABLE');
    connect(actor).submit();
    expect(connect(actor)).toMatchObject({ open: true, step: 'confirm', busy: false, failure: null });
    const sent: string[] = [];
    connect(actor, sent).close();
    expect(sent).toEqual(['confirm.dismiss']);
    expect(connect(actor).step).toBe('form');
    connect(actor).submit();
    connect(actor).accept();
    expect(connect(actor)).toMatchObject({ open: true, step: 'confirm', busy: true });
    await settle();
    expect(connect(actor)).toMatchObject({ open: false, busy: false, cancelled: true, failure: null });
  });

  it('tells a failure in the confirm step: Try again calls again, Close dismisses it back to the form', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      throw new Error('offline');
    });
    connect(actor).start();
    connect(actor).selectReason('PROPERTY_UNAVAILABLE');
    connect(actor).submit();
    connect(actor).accept();
    await settle();
    expect(connect(actor)).toMatchObject({ open: true, step: 'confirm', busy: false, failure: 'failed' });
    connect(actor).retry();
    expect(connect(actor)).toMatchObject({ busy: true, failure: null });
    await settle();
    expect(calls).toBe(2);
    const sent: string[] = [];
    connect(actor, sent).close();
    expect(sent).toEqual(['failure.dismiss']);
    expect(connect(actor)).toMatchObject({ open: true, step: 'form', failure: null, form: { reason: 'PROPERTY_UNAVAILABLE' } });
  });

  it('tells a refusal (409); Close dismisses it and the dialog closes', async () => {
    const actor = start(async () => {
      throw conflict;
    });
    connect(actor).start();
    connect(actor).selectReason('PROPERTY_UNAVAILABLE');
    connect(actor).submit();
    connect(actor).accept();
    await settle();
    expect(connect(actor)).toMatchObject({ open: true, step: 'confirm', failure: 'refused', cancelled: false });
    const sent: string[] = [];
    connect(actor, sent).close();
    expect(sent).toEqual(['failure.dismiss']);
    expect(connect(actor)).toMatchObject({ open: false, failure: null });
  });
});
