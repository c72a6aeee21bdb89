import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { patchHost, shellFacts, toUserInfo, type HostRow } from '../services/hosts';
import { UserInfoPatchSchema } from '../../shared/schemas/user-info';
import { badRequest, conflict } from '../http/problem';
import { rateLimited } from '../http/rate-limited';
import { findAccountById } from '../auth/accounts';
import { emailVerificationSender, VERIFICATION_RESEND_LIMIT } from '../auth/email-verification';
import { recordAudit } from '../services/audit';
import { getMailPreferences, setMailPreference } from '../services/mail/preferences';
import { MailPreferencePutSchema } from '../../shared/schemas/mail-preferences';

export function userRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = deps.database.db;
  const info = async (host: HostRow, c: Context<AppEnv>) => {
    // One statement for everything beside the row (the shell asks this on every page).
    const { emailVerified, counts } = await shellFacts(db, host.id);
    return toUserInfo(host, { staff: c.get('staff'), sessionId: c.get('sessionId'), emailVerified, counts });
  };

  r.get('/info', async (c) => c.json(await info(c.get('host'), c)));

  r.patch('/info', validate('json', UserInfoPatchSchema), async (c) => {
    const patch = c.req.valid('json');
    const host = c.get('host');
    if (patch.companyName !== undefined && host.type !== 'company') {
      throw badRequest([{ name: 'companyName', reason: 'only company accounts have a company name' }]);
    }
    const updated = await patchHost(db, host, patch, c.get('staff'));
    return c.json(await info(updated, c));
  });

  // The banner's "send again" (shell/email-verification-banner.tsx): a new confirmation mail to the
  // account's address. 409 once the address is confirmed, or when another identity provider signs
  // the host in (its addresses are not the portal's to confirm).
  r.post(
    '/email-verification',
    rateLimited(db, {
      key: (c: Context<AppEnv>) => `email-verification:host:${c.get('host').id}`,
      limit: VERIFICATION_RESEND_LIMIT.perAccount,
      windowSeconds: VERIFICATION_RESEND_LIMIT.windowSeconds,
      detail: 'Too many confirmation mails asked for; please try again later.',
    }),
    async (c) => {
      const host = c.get('host');
      const account = await findAccountById(db, host.subject);
      if (!account || account.emailVerifiedAt) throw conflict('The e-mail address is already confirmed.');
      const send = await emailVerificationSender(db, deps.env.publicUrl);
      await send(db, account, new Date());
      await recordAudit(db, { host, staff: c.get('staff'), action: 'identity.email-verification-sent', target: account.id });
      return c.body(null, 204);
    },
  );

  // The account's Notifications tab: which kinds of mail the host's address gets (services/mail/preferences.ts).
  r.get('/mail-preferences', async (c) => c.json(await getMailPreferences(db, c.get('host'))));

  r.put('/mail-preferences', validate('json', MailPreferencePutSchema), async (c) =>
    c.json(await setMailPreference(db, actorOf(c), c.req.valid('json'))),
  );

  return r;
}
