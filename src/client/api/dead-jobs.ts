import { api, callApi, parseAnswer } from './http';
import { DeadJobPageSchema } from '../../shared/schemas/dead-jobs';

// The staff desk's dead jobs (server: routes/dead-jobs-staff.ts): background jobs given up after
// their last attempt, most recent first; retry puts one back as due.

export const deadJobsKey = ['staff', 'dead-jobs'] as const;
export const DEAD_JOBS_PAGE_SIZE = 50;

export const fetchDeadJobs = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(DeadJobPageSchema, await api.get('app/staff/dead-jobs', { searchParams: { limit: DEAD_JOBS_PAGE_SIZE }, signal }).json()));

export const retryDeadJob = (id: string) => callApi(async () => void (await api.post(`app/staff/dead-jobs/${encodeURIComponent(id)}/retry`)));
