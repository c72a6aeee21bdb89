import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectDecision } from '../../machines/decision/decision-connect';
import { requestDecisionMachine } from '../../machines/request-decision/request-decision.machine';
import { inquiryDecisionMachine, type InquiryRejectBody } from '../../machines/inquiry-decision/inquiry-decision.machine';

// connectDecision: what the decision dialogs show and what their controls send, read from the
// request's and the inquiry's machines (they share one chart).

const conflict = Object.assign(new Error('taken'), { status: 409 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectDecision', () => {
  it('opens the confirm dialog, tells a failure inside it, and Close dismisses the failure', async () => {
    const actor = createActor(
      requestDecisionMachine.provide({
        actors: {
          confirmRequest: fromPromise<unknown, void>(async () => {
            throw new Error('offline');
          }),
        },
      }),
    ).start();
    expect(connectDecision(actor)).toMatchObject({ idle: true, confirmOpen: false, rejectOpen: false, busy: false, failure: null });
    connectDecision(actor).startConfirm();
    expect(connectDecision(actor)).toMatchObject({ idle: false, confirmOpen: true, rejectOpen: false });
    connectDecision(actor).acceptConfirm();
    expect(connectDecision(actor).busy).toBe(true);
    await settle();
    expect(connectDecision(actor)).toMatchObject({ confirmOpen: true, failure: 'failed', busy: false });
    connectDecision(actor).retry();
    expect(connectDecision(actor)).toMatchObject({ busy: true, confirmOpen: true, failure: null });
    await settle();
    connectDecision(actor).close();
    expect(connectDecision(actor)).toMatchObject({ idle: true, confirmOpen: false, failure: null });
  });

  it('keeps the reject form on a submit with fields missing (the view then shows where), and tells a refusal in the reject dialog', async () => {
    const actor = createActor(
      inquiryDecisionMachine.provide({
        actors: {
          rejectInquiry: fromPromise<unknown, InquiryRejectBody>(async () => {
            throw conflict;
          }),
        },
      }),
    ).start();
    connectDecision(actor).startReject();
    expect(connectDecision(actor)).toMatchObject({ rejectOpen: true, formEnabled: true });
    expect(connectDecision(actor).submitReject()).toBe(true);
    actor.send({ type: 'reason.select', reason: 'OVERBOOKING' });
    expect(connectDecision(actor).submitReject()).toBe(false);
    expect(connectDecision(actor)).toMatchObject({ busy: true, formEnabled: false });
    await settle();
    expect(connectDecision(actor)).toMatchObject({ rejectOpen: true, confirmOpen: false, failure: 'refused' });
    // A refusal is not tried again (the inquiry was answered meanwhile): Close dismisses it.
    connectDecision(actor).retry();
    expect(connectDecision(actor).failure).toBe('refused');
    connectDecision(actor).close();
    expect(connectDecision(actor)).toMatchObject({ idle: true, rejectOpen: false, failure: null });
  });

  it('says decided once confirmed, and Cancel leaves an open dialog', async () => {
    const actor = createActor(requestDecisionMachine.provide({ actors: { confirmRequest: fromPromise<unknown, void>(async () => ({ booking: 'b-1' })) } })).start();
    connectDecision(actor).startReject();
    connectDecision(actor).close();
    expect(connectDecision(actor).idle).toBe(true);
    connectDecision(actor).startConfirm();
    connectDecision(actor).acceptConfirm();
    await settle();
    expect(connectDecision(actor)).toMatchObject({ decided: true, confirmOpen: false });
  });
});
