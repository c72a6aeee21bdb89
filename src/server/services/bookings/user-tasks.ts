import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTasks } from '../../db/schema';
import { recordAudit } from '../audit';
import type { Actor } from '../../domain-types';
import { USER_TASK_TYPES, type UserTask } from '../../../shared/schemas/bookings';

// One-time prompts of a host (HC §3 User task, HC §4 "a bulk task moves to done after the
// keep-as-request choice"): the bulk switch of booking type. A task without a row is not_started.

/** GET /user/tasks: every task type, in a fixed order. */
export async function listUserTasks(db: Db, hostId: string): Promise<UserTask[]> {
  const rows = await db.select({ taskType: userTasks.taskType, status: userTasks.status }).from(userTasks).where(eq(userTasks.hostId, hostId));
  const byType = new Map(rows.map((r) => [r.taskType, r.status]));
  return USER_TASK_TYPES.map((taskType) => ({ taskType, status: byType.get(taskType) ?? 'not_started' }));
}

/** PATCH /user/task/{taskType}: sets the task's status (insert or update), with an audit row. */
export async function setUserTask(db: Db, actor: Actor, taskType: UserTask['taskType'], status: UserTask['status']): Promise<UserTask> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = new Date();
    const [before] = await tx.select({ status: userTasks.status }).from(userTasks).where(and(eq(userTasks.hostId, actor.host.id), eq(userTasks.taskType, taskType))).for('update');
    await tx
      .insert(userTasks)
      .values({ hostId: actor.host.id, taskType, status, updatedAt: now })
      .onConflictDoUpdate({ target: [userTasks.hostId, userTasks.taskType], set: { status, updatedAt: now } });
    await recordAudit(tx, { ...actor, action: 'user.task.patch', target: actor.host.id, detail: { taskType, status, before: before?.status ?? 'not_started' } });
    return { taskType, status };
  });
}
