import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { IcalFeed, IcalOverview } from '../../../shared/schemas/ical';
import type { ApiError } from '../../api/http';
import {
  addIcalFeedByFile,
  addIcalFeedByUrl,
  deleteIcalFeed,
  fetchIcalOverview,
  icalKeys,
  patchIcalFeed,
  renewIcalExportLink,
  replaceIcalFeedFile,
  syncIcalFeed,
} from '../../api/ical';

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
