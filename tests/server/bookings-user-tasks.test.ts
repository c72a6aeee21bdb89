import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { UserTaskListSchema, UserTaskSchema } from '../../src/shared/schemas/bookings';
import { auditRows, hostIdOf, names, type Harness } from './bookings-fixtures';

// User tasks (HC §3 User task; HC §4 "a bulk task moves to done after the keep-as-request choice").

let h: Harness;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const tasks = async (as: string) => {
  const r = await h.call('GET', '/api/app/user/tasks', { as });
  expect(r.status).toBe(200);
  expect(v.is(UserTaskListSchema, r.json)).toBe(true);
  return Object.fromEntries((r.json as { taskType: string; status: string }[]).map((t) => [t.taskType, t.status]));
};
const patch = (taskType: string, body: unknown, as = ALPINE) => h.call('PATCH', `/api/app/user/task/${taskType}`, { as, body });

describe('user tasks', () => {
  it('lists every task type; one never touched is not_started', async () => {
    expect(await tasks(ALPINE)).toEqual({ bulk_switch_to_instant_booking: 'not_started', bulk_switch_to_other_booking_type: 'not_started' });
  });

  it('sets a task (insert, then update), with an audit row each time; other hosts keep theirs', async () => {
    let r = await patch('bulk_switch_to_instant_booking', { status: 'done' });
    expect(r.status).toBe(200);
    expect(v.is(UserTaskSchema, r.json)).toBe(true);
    expect(r.json).toEqual({ taskType: 'bulk_switch_to_instant_booking', status: 'done' });
    expect((await tasks(ALPINE)).bulk_switch_to_instant_booking).toBe('done');
    r = await patch('bulk_switch_to_instant_booking', { status: 'hidden' });
    expect(r.json.status).toBe('hidden');
    expect(await tasks(ALPINE)).toEqual({ bulk_switch_to_instant_booking: 'hidden', bulk_switch_to_other_booking_type: 'not_started' });
    expect(await tasks(ANNA)).toEqual({ bulk_switch_to_instant_booking: 'not_started', bulk_switch_to_other_booking_type: 'not_started' });
    const rows = await auditRows(h, 'user.task.patch', await hostIdOf(h, ALPINE));
    expect(rows.sort((a, b) => a.at.getTime() - b.at.getTime()).map((a) => a.detail)).toEqual([
      { taskType: 'bulk_switch_to_instant_booking', status: 'done', before: 'not_started' },
      { taskType: 'bulk_switch_to_instant_booking', status: 'hidden', before: 'done' },
    ]);
  });

  it('names an unknown task type, a bad status and unknown fields (400), writing nothing', async () => {
    let r = await patch('bulk_switch_to_everything', { status: 'done' });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['taskType']);
    r = await patch('bulk_switch_to_other_booking_type', { status: 'finished' });
    expect(names(r)).toEqual(['status']);
    r = await patch('bulk_switch_to_other_booking_type', {});
    expect(names(r)).toEqual(['status']);
    r = await patch('bulk_switch_to_other_booking_type', { status: 'done', extra: 1 });
    expect(names(r)).toEqual(['extra']);
    expect((await tasks(ALPINE)).bulk_switch_to_other_booking_type).toBe('not_started');
  });

  it('needs a token', async () => {
    expect((await h.call('GET', '/api/app/user/tasks')).status).toBe(401);
    expect((await h.call('PATCH', '/api/app/user/task/bulk_switch_to_instant_booking', { body: { status: 'done' } })).status).toBe(401);
  });
});
