import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IcalFeedSchema, IcalOverviewSchema, type IcalFeed, type IcalOverview } from '../../../shared/schemas/ical';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';

// The calls of a unit's calendar sync (server: routes/ical.ts): the export link and the imported
// calendars. Answers are checked with the schemas the server builds them from.

export const icalKeys = {
  overview: (unitId: string) => ['ical', 'overview', unitId] as const,
};

const base = (unitId: string) => `app/property-unit/${encodeURIComponent(unitId)}/ical`;
const feedPath = (unitId: string, feedId: string) => `${base(unitId)}/feeds/${encodeURIComponent(feedId)}`;
/** A calendar file travels as it is, so the server reads exactly the bytes the host chose. */
const calendarBody = (file: Blob) => ({ body: file, headers: { 'content-type': 'text/calendar' } });

export const fetchIcalOverview = (unitId: string, signal?: AbortSignal): Promise<IcalOverview> =>
  callApi(async () => parseAnswer(IcalOverviewSchema, await api.get(base(unitId), { signal }).json()));

/** A new secret export link; the old one stops working. */
export const renewIcalExportLink = (unitId: string): Promise<IcalOverview> =>
  callApi(async () => parseAnswer(IcalOverviewSchema, await api.post(`${base(unitId)}/export-token`).json()));

/** The server reads the calendar at once; a URL that gives no calendar is refused (400 naming `url`). */
export const addIcalFeedByUrl = (unitId: string, feed: { name: string; url: string }): Promise<IcalFeed> =>
  callApi(async () => parseAnswer(IcalFeedSchema, await api.post(`${base(unitId)}/feeds`, { json: feed }).json()));

/** A calendar file read once (400 naming `file` when it is not a calendar). */
export const addIcalFeedByFile = (unitId: string, name: string, file: Blob): Promise<IcalFeed> =>
  callApi(async () => parseAnswer(IcalFeedSchema, await api.post(`${base(unitId)}/feeds/file`, { searchParams: { name }, ...calendarBody(file) }).json()));

/** Reads the calendar again now; a failed read still answers 200, with lastError set. */
export const syncIcalFeed = (unitId: string, feedId: string): Promise<IcalFeed> =>
  callApi(async () => parseAnswer(IcalFeedSchema, await api.post(`${feedPath(unitId, feedId)}/sync`).json()));

/** Replaces the events of a file import with those of a new file. */
export const replaceIcalFeedFile = (unitId: string, feedId: string, file: Blob): Promise<IcalFeed> =>
  callApi(async () => parseAnswer(IcalFeedSchema, await api.put(`${feedPath(unitId, feedId)}/file`, calendarBody(file)).json()));

export const patchIcalFeed = (unitId: string, feedId: string, patch: { name?: string; url?: string }): Promise<IcalFeed> =>
  callApi(async () => parseAnswer(IcalFeedSchema, await api.patch(feedPath(unitId, feedId), { json: patch }).json()));

export const deleteIcalFeed = (unitId: string, feedId: string): Promise<void> =>
  callApi(async () => {
    await api.delete(feedPath(unitId, feedId));
  });

// The calendar sync page's server state: one overview per unit. Every write answers with what
// changed, which goes into the cache at once (no flash of the old list), then the overview is
// read again for figures the answer does not carry (another tab's changes, the sync job's).

export function useIcalOverview(unitId: string) {
  return useQuery<IcalOverview, ApiError>({
    queryKey: icalKeys.overview(unitId),
    queryFn: ({ signal }) => fetchIcalOverview(unitId, signal),
  });
}

function updateOverview(client: QueryClient, unitId: string, change: (overview: IcalOverview) => IcalOverview) {
  client.setQueryData<IcalOverview>(icalKeys.overview(unitId), (old) => (old ? change(old) : old));
  void client.invalidateQueries({ queryKey: icalKeys.overview(unitId) });
}

const withFeed = (feed: IcalFeed) => (overview: IcalOverview): IcalOverview => {
  const known = overview.feeds.some((f) => f.id === feed.id);
  return { ...overview, feeds: known ? overview.feeds.map((f) => (f.id === feed.id ? feed : f)) : [...overview.feeds, feed] };
};

export function useRenewExportLink(unitId: string) {
  const client = useQueryClient();
  return useMutation<IcalOverview, ApiError, void>({
    meta: { errorShown: 'inline' }, // shown by the export link
    mutationFn: () => renewIcalExportLink(unitId),
    onSuccess: (overview) => client.setQueryData(icalKeys.overview(unitId), overview),
  });
}

export type NewFeed = { kind: 'url'; name: string; url: string } | { kind: 'file'; name: string; file: Blob };

export function useAddFeed(unitId: string) {
  const client = useQueryClient();
  return useMutation<IcalFeed, ApiError, NewFeed>({
    meta: { errorShown: 'inline' }, // shown by the add forms
    mutationFn: (feed) => (feed.kind === 'url' ? addIcalFeedByUrl(unitId, { name: feed.name, url: feed.url }) : addIcalFeedByFile(unitId, feed.name, feed.file)),
    onSuccess: (feed) => updateOverview(client, unitId, withFeed(feed)),
  });
}

/** What can be done to one imported calendar; each answers with the feed as it now is. */
export type FeedChange = { kind: 'sync' } | { kind: 'patch'; patch: { name?: string; url?: string } } | { kind: 'replace-file'; file: Blob };

export function useChangeFeed(unitId: string, feedId: string) {
  const client = useQueryClient();
  return useMutation<IcalFeed, ApiError, FeedChange>({
    meta: { errorShown: 'inline' }, // shown by the feed item and its edit form
    mutationFn: (change) => {
      if (change.kind === 'sync') return syncIcalFeed(unitId, feedId);
      if (change.kind === 'patch') return patchIcalFeed(unitId, feedId, change.patch);
      return replaceIcalFeedFile(unitId, feedId, change.file);
    },
    onSuccess: (feed) => updateOverview(client, unitId, withFeed(feed)),
  });
}

export function useRemoveFeed(unitId: string, feedId: string) {
  const client = useQueryClient();
  return useMutation<void, ApiError, void>({
    meta: { errorShown: 'inline' }, // shown by the feed item
    mutationFn: () => deleteIcalFeed(unitId, feedId),
    onSuccess: () => updateOverview(client, unitId, (o) => ({ ...o, feeds: o.feeds.filter((f) => f.id !== feedId) })),
  });
}
