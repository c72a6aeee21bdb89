import { useQuery } from '@tanstack/react-query';
import { TodaySchema, type Today } from '../../shared/schemas/today';
import { api, callApi, parseAnswer, type ApiError } from './http';

// The Today page's one call (GET /api/app/today; server: routes/today.ts), checked against the
// shared contract.

export const todayKeys = { all: ['today'] as const };

export const fetchToday = (signal?: AbortSignal): Promise<Today> => callApi(async () => parseAnswer(TodaySchema, await api.get('app/today', { signal }).json()));

export function useToday() {
  return useQuery<Today, ApiError>({
    queryKey: todayKeys.all,
    queryFn: ({ signal }) => fetchToday(signal),
    // What needs the host changes by the minute: asked again when the page is opened again.
    staleTime: 30_000,
    meta: { errorShown: 'inline' }, // the page shows the failure with Try again
  });
}
