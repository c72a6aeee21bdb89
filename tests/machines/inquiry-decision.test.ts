import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { inquiryDecisionMachine, inquiryRejectBody, inquiryRejectProblems, type InquiryDecisionContext, type InquiryRejectBody } from '../../machines/inquiry-decision/inquiry-decision.machine';
import { selectExplanationOffered, selectProblems } from '../../machines/inquiry-decision/inquiry-decision.select';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['inquiry-decision'];
const ctx = (s: AnyMachineSnapshot) => s.context as InquiryDecisionContext;

/** HC §5 on the body that leaves the browser: the explanation goes with OTHER and only with it. */
function expectSection5(body: InquiryRejectBody) {
  if (body.reason === 'OTHER') expect(body.explanation?.trim()).toBeTruthy();
  else expect(body.explanation).toBeUndefined();
  if (body.message !== undefined) expect(body.message.trim()).toBe(body.message);
}

const stateChecks = {
  idle: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect({ reason: ctx(s).reason, explanation: ctx(s).explanation, message: ctx(s).message }).toEqual({ reason: null, explanation: '', message: '' });
  },
  confirmStep: (s) => expect(s.hasTag('busy')).toBe(false),
  confirming: (s) => expect(s.hasTag('busy')).toBe(true),
  confirmed: (s) => expect(ctx(s).lastError).toBeNull(),
  rejecting: (s) => expect(s.hasTag('busy')).toBe(false),
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(inquiryRejectProblems(ctx(s))).toEqual({});
    expectSection5(inquiryRejectBody(ctx(s)));
  },
  rejected: (s) => expectSection5(inquiryRejectBody(ctx(s))),
  conflict: (s) => expect(ctx(s).lastError).toBe('conflict'),
  failed: (s) => {
    expect(ctx(s).lastError).toBe('failed');
    expect(['confirm', 'reject']).toContain(ctx(s).failedCall);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('inquiry-decision machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(100);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('inquiry-decision payloads', () => {
  const run = async (events: Parameters<ReturnType<typeof createActor<typeof inquiryDecisionMachine>>['send']>[0][]) => {
    const sent: InquiryRejectBody[] = [];
    const actor = createActor(inquiryDecisionMachine.provide({ actors: { rejectInquiry: fromPromise(async ({ input }) => void sent.push(input)) } })).start();
    actor.send({ type: 'reject.start' });
    events.forEach((e) => actor.send(e));
    actor.send({ type: 'reject.submit' });
    await settle();
    return { sent, snapshot: actor.getSnapshot() };
  };

  it('an explanation is never sent with a reason other than OTHER; the message is', async () => {
    const { sent, snapshot } = await run([
      { type: 'reason.select', reason: 'OTHER' },
      { type: 'explanation.change', explanation: 'renovation' },
      { type: 'reason.select', reason: 'OVERBOOKING' },
      { type: 'message.change', message: ' Sorry! ' },
    ]);
    expect(sent).toEqual([{ reason: 'OVERBOOKING', message: 'Sorry!' }]);
    expect(selectExplanationOffered(snapshot)).toBe(false);
  });

  it('takes typing in the explanation only while the field is offered (OTHER chosen)', () => {
    const actor = createActor(inquiryDecisionMachine).start();
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'reason.select', reason: 'OVERBOOKING' });
    actor.send({ type: 'explanation.change', explanation: 'typed where no field is' });
    expect(actor.getSnapshot().context.explanation).toBe('');
    actor.send({ type: 'reason.select', reason: 'OTHER' });
    expect(selectExplanationOffered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'explanation.change', explanation: 'We renovate.' });
    expect(actor.getSnapshot().context.explanation).toBe('We renovate.');
  });

  it('OTHER sends its explanation, and refuses to go without one', async () => {
    expect((await run([{ type: 'reason.select', reason: 'OTHER' }, { type: 'explanation.change', explanation: 'renovation' }])).sent).toEqual([{ reason: 'OTHER', explanation: 'renovation' }]);
    const empty = await run([{ type: 'reason.select', reason: 'OTHER' }]);
    expect(empty.sent).toEqual([]);
    expect(selectProblems(empty.snapshot)).toEqual({ explanation: 'required' });
  });
});
