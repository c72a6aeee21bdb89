import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { defineRoutes, perApp } from '../http/route-table';
import { patchHost, shellFacts, toUserInfo, type HostRow } from '../services/hosts';
import { UserInfoPatchSchema, UserInfoSchema } from '../../shared/schemas/user-info';
import { badRequest, conflict } from '../http/problem';
import { rateLimited } from '../http/rate-limited';
import { findAccountById } from '../auth/accounts';
import { emailVerificationSender, VERIFICATION_RESEND_LIMIT } from '../auth/email-verification';
import { recordAudit } from '../services/audit';
import { getMailPreferences, setMailPreference } from '../services/mail/preferences';
import { MailPreferencePutSchema, MailPreferencesSchema } from '../../shared/schemas/mail-preferences';
import type { Db } from '../db/client';

const info = async (db: Db, host: HostRow, c: Context<AppEnv>) => {
  // One statement for everything beside the row (the shell asks this on every page).
  const { emailVerified, counts } = await shellFacts(db, host.id);
  return toUserInfo(host, { staff: c.get('staff'), sessionId: c.get('sessionId'), emailVerified, counts });
};

/** Confirmation mails asked for per host, one counter per app. */
const resendLimit = perApp(({ database }) =>
  rateLimited(database.db, {
    key: (c: Context<AppEnv>) => `email-verification:host:${c.get('host').id}`,
    limit: VERIFICATION_RESEND_LIMIT.perAccount,
    windowSeconds: VERIFICATION_RESEND_LIMIT.windowSeconds,
    detail: 'Too many confirmation mails asked for; please try again later.',
  }),
);

export const userRoutes = defineRoutes('/api/app/user', 'user', (route) => {
  route.get('/info', { summary: 'The signed-in host (or the host a staff member acts for)', auth: true, response: UserInfoSchema }, async (c, _, { database }) =>
    c.json(await info(database.db, c.get('host'), c)),
  );

  route.patch('/info', { summary: 'Update profile fields', auth: true, body: UserInfoPatchSchema, response: UserInfoSchema }, async (c, { body: patch }, { database }) => {
    const db = database.db;
    const host = c.get('host');
    if (patch.companyName !== undefined && host.type !== 'company') {
      throw badRequest([{ name: 'companyName', reason: 'only company accounts have a company name' }]);
    }
    const updated = await patchHost(db, host, patch, c.get('staff'));
    return c.json(await info(db, updated, c));
  });

  // The banner's "send again" (shell/email-verification-banner.tsx): a new confirmation mail to the
  // account's address. 409 once the address is confirmed, or when another identity provider signs
  // the host in (its addresses are not the portal's to confirm).
  route.post(
    '/email-verification',
    {
      summary: "Send the mail confirming the account's e-mail address again (204; 409 when it is confirmed already; 429 past 3 an hour)",
      auth: true,
      success: [204],
      use: (deps) => [resendLimit(deps)],
    },
    async (c, _, { database, env }) => {
      const db = database.db;
      const host = c.get('host');
      const account = await findAccountById(db, host.subject);
      if (!account || account.emailVerifiedAt) throw conflict('The e-mail address is already confirmed.');
      const send = await emailVerificationSender(db, env.publicUrl);
      await send(db, account, new Date());
      await recordAudit(db, { host, staff: c.get('staff'), action: 'identity.email-verification-sent', target: account.id });
      return c.body(null, 204);
    },
  );

  // The account's Notifications tab: which kinds of mail the host's address gets (services/mail/preferences.ts).
  route.get(
    '/mail-preferences',
    {
      summary: "Which kinds of mail the host's address gets (each host kind on or off), the security mails (always sent) and whether the address bounced",
      auth: true,
      response: MailPreferencesSchema,
    },
    async (c, _, { database }) => c.json(await getMailPreferences(database.db, c.get('host'))),
  );

  route.put(
    '/mail-preferences',
    {
      summary: "Switch one kind of mail on or off for the host's address (the same opt-out a mail's unsubscribe link records); 400 naming `kind` for a security mail or an unknown kind",
      auth: true,
      body: MailPreferencePutSchema,
      response: MailPreferencesSchema,
    },
    async (c, { body }, { database }) => c.json(await setMailPreference(database.db, actorOf(c), body)),
  );
});
