import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectScheduleBoost } from '../../machines/schedule-boost/schedule-boost.connect';
import { scheduleBoostMachine, type ScheduleBoostRequest } from '../../machines/schedule-boost/schedule-boost.machine';
import { checkedSend } from './support/checked-send';

// connectScheduleBoost: what the boost form shows in each state of the real machine, and what each
// control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(schedule: (request: ScheduleBoostRequest) => Promise<unknown>, coinsLeft = 10) {
  const actor = createActor(scheduleBoostMachine.provide({ actors: { scheduleBoost: fromPromise<unknown, ScheduleBoostRequest>(({ input }) => schedule(input)) } })).start();
  actor.send({ type: 'balance.set', coinsLeft, costPerDay: 2 });
  return actor;
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof scheduleBoostMachine>, sent: string[] = []) {
  return connectScheduleBoost(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectScheduleBoost', () => {
  it('asks for the dates, says when the end is before the start, and prices the days chosen', () => {
    const actor = start(async () => ({}));
    expect(connect(actor)).toMatchObject({ done: false, choosing: true, cost: 0, costLine: 'chooseDates', insufficient: false, failure: null, request: { shown: true, busy: false, enabled: false } });
    connect(actor).selectStart('2030-05-10');
    expect(connect(actor)).toMatchObject({ startDate: '2030-05-10', endDate: null, costLine: 'chooseDates' });
    connect(actor).selectEnd('2030-05-08');
    expect(connect(actor)).toMatchObject({ startDate: '2030-05-10', endDate: '2030-05-08', costLine: 'endBeforeStart', request: { enabled: false } });
    connect(actor).selectEnd('2030-05-12');
    expect(connect(actor)).toMatchObject({ startDate: '2030-05-10', endDate: '2030-05-12', cost: 6, costLine: 'cost', insufficient: false, request: { enabled: true } });
    // Changing the first day keeps the last one.
    connect(actor).selectStart('2030-05-11');
    expect(connect(actor)).toMatchObject({ startDate: '2030-05-11', endDate: '2030-05-12', cost: 4 });
  });

  it('blocks the request when the coins are too few', () => {
    const actor = start(async () => ({}), 4);
    connect(actor).selectStart('2030-05-10');
    connect(actor).selectEnd('2030-05-12');
    expect(connect(actor)).toMatchObject({ cost: 6, insufficient: true, request: { shown: true, enabled: false } });
  });

  it('schedules the dates chosen: busy meanwhile with the dates locked, then done', async () => {
    const requests: ScheduleBoostRequest[] = [];
    const actor = start(async (request) => void requests.push(request));
    connect(actor).selectStart('2030-05-10');
    connect(actor).selectEnd('2030-05-11');
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual(['schedule.request']);
    expect(connect(actor)).toMatchObject({ choosing: false, request: { shown: true, busy: true, enabled: true } });
    await settle();
    expect(requests).toEqual([{ startDate: '2030-05-10', endDate: '2030-05-11' }]);
    expect(connect(actor)).toMatchObject({ done: true, cost: 4, request: { shown: false, busy: false } });
  });

  it('tells a failure: Retry calls again, Dismiss goes back to the dates', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      throw { status: 503 };
    });
    connect(actor).selectStart('2030-05-10');
    connect(actor).selectEnd('2030-05-11');
    connect(actor).submit();
    await settle();
    expect(connect(actor)).toMatchObject({ failure: 'failed', choosing: false, request: { shown: false } });
    connect(actor).retry();
    expect(connect(actor)).toMatchObject({ failure: null, request: { busy: true } });
    await settle();
    expect(calls).toBe(2);
    const sent: string[] = [];
    connect(actor, sent).dismiss();
    expect(sent).toEqual(['failure.dismiss']);
    expect(connect(actor)).toMatchObject({ failure: null, choosing: true, startDate: '2030-05-10' });
  });

  it('tells a refusal (409); Choose again goes back to the dates', async () => {
    const actor = start(async () => Promise.reject({ status: 409 }));
    connect(actor).selectStart('2030-05-10');
    connect(actor).selectEnd('2030-05-11');
    connect(actor).submit();
    await settle();
    expect(connect(actor)).toMatchObject({ failure: 'refused', choosing: false, done: false });
    connect(actor).dismiss();
    expect(connect(actor)).toMatchObject({ failure: null, choosing: true });
  });
});
