import { expect, type Page } from '@playwright/test';
import { callApi } from './api';

// The mails the journeys' server sent, read as staff read them in the embedded mailbox
// (/staff/mail and its API): the journeys' server has no SMTP_URL, so every mail is kept there.

export const STAFF = 'staff@demo.host-portal.test';

/** The newest sent mail of `kind` to `recipient` (the worker sends every few seconds), with its text and headers. */
export async function mailTo(staff: Page, recipient: string, kind: string): Promise<{ subject: string; text: string; headers: Record<string, string> }> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await callApi(staff, 'GET', '/api/app/staff/mail?limit=50');
        id = (list.json?.items as { id: string; recipient: string; kind: string; status: string }[] | undefined)?.find((m) => m.recipient === recipient && m.kind === kind && m.status === 'sent')?.id;
        return id;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeTruthy();
  return (await callApi(staff, 'GET', `/api/app/staff/mail/${id}`)).json;
}
