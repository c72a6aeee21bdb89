import { IcalFeedSchema, IcalOverviewSchema, type IcalFeed, type IcalOverview } from '../../shared/schemas/ical';
import { api, callApi, parseAnswer } from './http';

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
