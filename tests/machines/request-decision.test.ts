import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { requestDecisionMachine, requestRejectBody, requestRejectProblems, type RequestDecisionContext, type RequestRejectBody } from '../../machines/request-decision/request-decision.machine';
import { selectExplanationOffered, selectExplanationRequired, selectProblems } from '../../machines/request-decision/request-decision.select';
import { REQUEST_REJECT_SUB_REASONS } from '../../src/shared/domain/bookings/reasons';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['request-decision'];
const ctx = (s: AnyMachineSnapshot) => s.context as RequestDecisionContext;

/** HC §5 on the body that leaves the browser: an explanation only with OTHER or beside a sub-reason; the sub-reason belongs to the reason. */
function expectSection5(body: RequestRejectBody) {
  if (body.explanation !== undefined) expect(body.reason === 'OTHER' || body.subReason !== undefined, JSON.stringify(body)).toBe(true);
  if (body.subReason !== undefined) expect(REQUEST_REJECT_SUB_REASONS[body.reason] ?? []).toContain(body.subReason);
  if (body.reason === 'OTHER') expect(body.explanation?.trim()).toBeTruthy();
}

const cleanForm = (s: AnyMachineSnapshot) => expect({ reason: ctx(s).reason, subReason: ctx(s).subReason, explanation: ctx(s).explanation }).toEqual({ reason: null, subReason: null, explanation: '' });

const stateChecks = {
  idle: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    cleanForm(s);
  },
  confirmStep: (s) => expect(s.hasTag('busy')).toBe(false),
  confirming: (s) => expect(s.hasTag('busy')).toBe(true),
  confirmed: (s) => expect(ctx(s).lastError).toBeNull(),
  rejecting: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    const c = ctx(s);
    // A sub-reason is always one of the chosen reason's.
    if (c.subReason !== null) expect(REQUEST_REJECT_SUB_REASONS[c.reason!] ?? []).toContain(c.subReason);
  },
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // Only a complete form is ever sent, and what is sent follows HC §5.
    expect(requestRejectProblems(ctx(s))).toEqual({});
    expectSection5(requestRejectBody(ctx(s)));
  },
  rejected: (s) => expectSection5(requestRejectBody(ctx(s))),
  conflict: (s) => {
    expect(ctx(s).lastError).toBe('conflict');
    expect(ctx(s).failedCall).not.toBeNull();
  },
  failed: (s) => {
    expect(ctx(s).lastError).toBe('failed');
    expect(['confirm', 'reject']).toContain(ctx(s).failedCall);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('request-decision machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(100);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('request-decision payloads', () => {
  const run = async (events: Parameters<ReturnType<typeof createActor<typeof requestDecisionMachine>>['send']>[0][]) => {
    const sent: RequestRejectBody[] = [];
    const actor = createActor(requestDecisionMachine.provide({ actors: { rejectRequest: fromPromise(async ({ input }) => void sent.push(input)) } })).start();
    actor.send({ type: 'reject.start' });
    events.forEach((e) => actor.send(e));
    actor.send({ type: 'reject.submit' });
    await settle();
    return { sent, snapshot: actor.getSnapshot() };
  };

  it('an explanation typed for a reason without a sub-reason is not sent', async () => {
    const { sent } = await run([
      { type: 'reason.select', reason: 'RATES_MISMATCH' },
      { type: 'explanation.change', explanation: 'too cheap' },
    ]);
    expect(sent).toEqual([{ reason: 'RATES_MISMATCH' }]);
  });

  it('takes typing in the explanation only while the field is offered (the view shows it only then)', () => {
    const actor = createActor(requestDecisionMachine).start();
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'reason.select', reason: 'RATES_MISMATCH' });
    expect(selectExplanationOffered(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'explanation.change', explanation: 'typed where no field is' });
    expect(actor.getSnapshot().context.explanation).toBe('');
    actor.send({ type: 'subReason.select', subReason: 'PRICE_TOO_LOW' });
    expect(selectExplanationOffered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'explanation.change', explanation: 'Below our costs.' });
    expect(actor.getSnapshot().context.explanation).toBe('Below our costs.');
  });

  it('says when the explanation is required (OTHER only), so the view marks the field from the machine', () => {
    const actor = createActor(requestDecisionMachine).start();
    actor.send({ type: 'reject.start' });
    expect(selectExplanationRequired(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reason.select', reason: 'RATES_MISMATCH' });
    expect(selectExplanationRequired(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reason.select', reason: 'OTHER' });
    expect(selectExplanationRequired(actor.getSnapshot())).toBe(true);
    expect(selectExplanationOffered(actor.getSnapshot())).toBe(true);
  });

  it('with a sub-reason the explanation goes along, trimmed', async () => {
    const { sent } = await run([
      { type: 'reason.select', reason: 'RATES_MISMATCH' },
      { type: 'subReason.select', subReason: 'PRICE_TOO_LOW' },
      { type: 'explanation.change', explanation: '  too cheap ' },
    ]);
    expect(sent).toEqual([{ reason: 'RATES_MISMATCH', subReason: 'PRICE_TOO_LOW', explanation: 'too cheap' }]);
  });

  it('OTHER needs an explanation: without one nothing is sent and the field is named', async () => {
    const { sent, snapshot } = await run([{ type: 'reason.select', reason: 'OTHER' }]);
    expect(sent).toEqual([]);
    expect(snapshot.value).toBe('rejecting');
    expect(selectProblems(snapshot)).toEqual({ explanation: 'required' });
    expect(selectExplanationOffered(snapshot)).toBe(true);
  });

  it('no reason: the reason is named', async () => {
    const { sent, snapshot } = await run([]);
    expect(sent).toEqual([]);
    expect(selectProblems(snapshot)).toEqual({ reason: 'required' });
  });

  it('changing the reason drops a sub-reason of the old one', async () => {
    const { sent } = await run([
      { type: 'reason.select', reason: 'RATES_MISMATCH' },
      { type: 'subReason.select', subReason: 'PRICE_TOO_LOW' },
      { type: 'explanation.change', explanation: 'x' },
      { type: 'reason.select', reason: 'SELF_MANAGED_BOOKING' },
    ]);
    expect(sent).toEqual([{ reason: 'SELF_MANAGED_BOOKING' }]);
  });

  it('a failed confirm retries the confirm, a failed reject the reject', async () => {
    let confirms = 0;
    let rejects = 0;
    const actor = createActor(
      requestDecisionMachine.provide({
        actors: {
          confirmRequest: fromPromise<unknown, void>(async () => {
            confirms += 1;
            if (confirms === 1) throw { status: 503 };
          }),
          rejectRequest: fromPromise<unknown, RequestRejectBody>(async () => {
            rejects += 1;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'confirm.start' });
    actor.send({ type: 'confirm.accept' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect([confirms, rejects]).toEqual([2, 0]);
  });
});
