import * as v from 'valibot';
import { pageOf, pagedSearchQuery } from './pagination';

// Dead jobs (GET /api/app/staff/dead-jobs, POST /api/app/staff/dead-jobs/{id}/retry): background
// jobs given up after their handler's last attempt, kept so staff see what failed and may run it again.

export const DeadJobListQuerySchema = v.object({ page: pagedSearchQuery.page, limit: pagedSearchQuery.limit });

export const DeadJobSchema = v.object({
  /** The row id, a whole number as a string (jobs ids are bigserial). */
  id: v.string(),
  queue: v.string(),
  payload: v.record(v.string(), v.unknown()),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  diedAt: v.string(),
});
export type DeadJob = v.InferOutput<typeof DeadJobSchema>;

export const DeadJobPageSchema = pageOf(DeadJobSchema);
export type DeadJobPage = v.InferOutput<typeof DeadJobPageSchema>;
