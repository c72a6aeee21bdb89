import { expect, type Page } from '@playwright/test';

// Calls of the API with the signed-in host's token, as the app makes them: for a journey's set-up
// and for checks the screen does not show.

async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

/** A call that must succeed; answers its JSON. */
export async function hostApi(page: Page, method: string, path: string, body?: unknown) {
  const response = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${await accessToken(page)}` }, ...(body !== undefined && { data: body }) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** A call whose status the journey checks itself (a refusal is an answer, not a failure). */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${await accessToken(page)}` }, ...(body !== undefined && { data: body }) });
  return { status: response.status(), json: await response.json().catch(() => null) };
}
