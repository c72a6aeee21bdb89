import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/support/sign-in';

// Through the proxy in front of two instances (scripts/scale-out-check.ts): the browser's sign-in
// (authorization request, sign-in page, its form post, the code exchange) is spread over both
// instances by round robin, and the signed-in app's calls land on both and all succeed — the
// identity server's keys, cookies' keys and sessions are in the database, not in one process.

const instancesOf = (headers: (string | undefined)[]) => [...new Set(headers.filter((h): h is string => !!h))].sort();

async function accessToken(page: Page): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      token = await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
        return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : null;
      });
      return token;
    })
    .toBeTruthy();
  return token!;
}

test('sign in through the proxy, then API calls on both instances succeed', async ({ page }) => {
  const seen: { path: string; status: number; instance?: string }[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(test.info().project.use.baseURL!).origin) seen.push({ path: url.pathname, status: r.status(), instance: r.headers()['x-instance'] });
  });

  await signIn(page, 'anna@demo.host-portal.test');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  const signInSteps = seen.filter((s) => s.path.startsWith('/auth/'));
  console.log(`sign-in: ${signInSteps.map((s) => `${s.path.replace(/[A-Za-z0-9_-]{20,}/g, '…')} ${s.status} ${s.instance}`).join(' | ')}`);
  expect(instancesOf(signInSteps.map((s) => s.instance)), 'the sign-in steps were answered by both instances').toEqual(['portal-a', 'portal-b']);

  const token = await accessToken(page);
  const calls = ['/api/app/user/info', '/api/app/properties', '/api/app/messaging/channels', '/api/app/user/info', '/api/app/properties', '/api/app/messaging/channels'];
  const answers: { path: string; status: number; instance?: string }[] = [];
  for (const path of calls) {
    const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    answers.push({ path, status: res.status(), instance: res.headers()['x-instance'] });
  }
  console.log(`api calls: ${answers.map((a) => `${a.path} ${a.status} ${a.instance}`).join(' | ')}`);
  expect(answers.filter((a) => a.status !== 200), 'every call succeeds').toEqual([]);
  expect(instancesOf(answers.map((a) => a.instance)), 'the calls landed on both instances').toEqual(['portal-a', 'portal-b']);

  // The app itself, reloaded: whichever instance serves it, the host stays signed in.
  seen.length = 0;
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  }
  expect(seen.filter((s) => s.status >= 400 && s.path.startsWith('/api/')), 'no API call of the reloaded app failed').toEqual([]);
  expect(instancesOf(seen.filter((s) => s.path.startsWith('/api/')).map((s) => s.instance)), "the reloaded app's calls landed on both instances").toEqual(['portal-a', 'portal-b']);
});
