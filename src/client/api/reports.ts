import { useQuery } from '@tanstack/react-query';
import { Dac7AvailabilitySchema, type Dac7Availability } from '../../shared/schemas/reports';
import { api, callApi, parseAnswer, type ApiError } from './http';

// The DAC7 tax report (AS §2.7, AS §7): the years a report exists for, and one year's
// CSV. The file is fetched through the API client (a plain link would carry no bearer token) and
// handed back with its content-disposition header, which names the file.

/**
 * How long report and statistics answers stay cached once no screen shows them (account-and-shell
 * AS §9 "Unused report data kept: 1 second"): reports are large and read rarely, so leaving a report
 * screen frees them almost at once, while a quick back-and-forth still finds them.
 */
export const REPORT_GC_MS = 1000;

export const reportKeys = {
  dac7Availability: ['insights', 'dac7', 'availability'] as const,
};

export const fetchDac7Availability = (signal?: AbortSignal): Promise<Dac7Availability> =>
  callApi(async () => parseAnswer(Dac7AvailabilitySchema, await api.get('app/report/dac7/availability', { signal }).json()));

export const useDac7Availability = (options: { enabled?: boolean } = {}) =>
  useQuery<Dac7Availability, ApiError>({
    queryKey: reportKeys.dac7Availability,
    queryFn: ({ signal }) => fetchDac7Availability(signal),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
    gcTime: REPORT_GC_MS,
  });

export interface DownloadedFile {
  blob: Blob;
  /** The answer's content-disposition header, if it sent one. */
  contentDisposition: string | null;
}

/** One year's report; `onProgress` gets 0..1, or null while the size is unknown; `locale` is the page's language. */
export function fetchDac7Report(year: number, options: { signal?: AbortSignal; onProgress?: (share: number | null) => void; locale?: string } = {}): Promise<DownloadedFile> {
  return callApi(async () => {
    const response = await api.get(`app/report/dac7/${encodeURIComponent(String(year))}`, {
      // The page's language picks the CSV's cell separator (`;` for de, fr, it: shared/domain/csv.ts).
      ...(options.locale && { searchParams: { hl: options.locale } }),
      signal: options.signal,
      onDownloadProgress: (progress) => options.onProgress?.(progress.totalBytes > 0 ? progress.percent : null),
    });
    return { blob: await response.blob(), contentDisposition: response.headers.get('content-disposition') };
  });
}
