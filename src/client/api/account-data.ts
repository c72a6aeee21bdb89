import { DataRequestListSchema, type DataRequestList } from '../../shared/schemas/account-data';
import { api, callApi, parseAnswer } from './http';

// A host's own data (server: routes/account-data.ts, routes/data-requests-staff.ts): the copy of
// it as a file, deleting the account, and the staff desk's list of those requests.

export const accountDataKeys = { staffRequests: ['staff', 'data-requests'] as const };

/** The file name the server gave the copy, else one of the same form. */
const fileNameOf = (contentDisposition: string | null) =>
  /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? `host-portal-data-${new Date().toISOString().slice(0, 10)}.json`;

export const fetchDataExport = (): Promise<{ blob: Blob; fileName: string }> =>
  callApi(async () => {
    const response = await api.get('app/user/data-export');
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  });

export const deleteAccount = (confirmation: string): Promise<void> =>
  callApi(async () => void (await api.post('app/user/deletion', { json: { confirmation } })));

export const fetchDataRequests = (signal?: AbortSignal): Promise<DataRequestList> =>
  callApi(async () => parseAnswer(DataRequestListSchema, await api.get('app/staff/data-requests', { signal }).json()));
