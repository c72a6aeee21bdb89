import { html } from 'hono/html';
import { defineRoutes, perApp } from '../http/route-table';
import { rateLimited } from '../http/rate-limited';
import { clientAddress } from '../http/client-address';
import { page, alert } from '../auth/pages/render';
import { mailTranslator } from '../services/mail/render';
import { readUnsubscribeToken, recordUnsubscribe } from '../services/mail/unsubscribe';
import { toLocale, DEFAULT_LOCALE } from '../../shared/i18n/locales';
import type { Db } from '../db/client';

// The List-Unsubscribe link of every mail (services/mail/unsubscribe.ts), public: the token is the
// credential. POST (RFC 8058 one-click, body List-Unsubscribe=One-Click, or the form below)
// records the opt-out; GET only asks, because mail scanners open every link they see. A bad
// token answers 404 with a page saying so.
/** Unsubscribe posts per visitor address and hour: a person clicks a few; nobody needs more. */
export const UNSUBSCRIBE_LIMIT = { perAddress: 30, windowSeconds: 3600 };

const answer = async (db: Db, hl: string | undefined, token: string, done: boolean) => {
  const locale = toLocale(hl) ?? DEFAULT_LOCALE;
  const t = await mailTranslator(locale);
  const target = await readUnsubscribeToken(db, token);
  if (!target) {
    return { status: 404 as const, body: await page({ locale, t, title: t('unsubscribe.title'), body: html`${alert(t('unsubscribe.invalid'))}` }) };
  }
  const values = { kind: t(`kind.${target.kind}`), address: target.address };
  if (done) {
    await recordUnsubscribe(db, target.address, target.kind);
    return { status: 200 as const, body: await page({ locale, t, title: t('unsubscribe.title'), body: html`${alert(t('unsubscribe.done', values), 'success')}` }) };
  }
  const form = html`<p>${t('unsubscribe.question', values)}</p>
<form method="post">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${t('unsubscribe.confirm')}</button>
</form>`;
  return { status: 200 as const, body: await page({ locale, t, title: t('unsubscribe.title'), body: form }) };
};

/** One counter per app. */
const limit = perApp(({ database, env }) =>
  rateLimited(database.db, {
    key: (c) => `mail-unsubscribe:address:${clientAddress(c, env.trustProxy)}`,
    limit: UNSUBSCRIBE_LIMIT.perAddress,
    windowSeconds: UNSUBSCRIBE_LIMIT.windowSeconds,
    detail: 'Too many unsubscribe requests from this address; please try again later.',
  }),
);

export const mailUnsubscribeRoutes = defineRoutes('/api/public', 'public', (route) => {
  route.get(
    '/mail/unsubscribe/:token',
    { summary: 'The List-Unsubscribe link of a mail: an HTML page asking to confirm (changes nothing; 404 for a bad token). hl picks its language', auth: false },
    async (c, _, { database }) => {
      const { status, body } = await answer(database.db, c.req.query('hl'), c.req.param('token'), false);
      c.header('cache-control', 'no-store');
      return c.html(body, status);
    },
  );
  route.post(
    '/mail/unsubscribe/:token',
    {
      summary: 'One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click): the address named by the signed token gets no more mail of its kind; HTML answer; 404 for a bad token',
      auth: false,
      use: (deps) => [limit(deps)],
    },
    async (c, _, { database }) => {
      const { status, body } = await answer(database.db, c.req.query('hl'), c.req.param('token'), true);
      c.header('cache-control', 'no-store');
      return c.html(body, status);
    },
  );
});
