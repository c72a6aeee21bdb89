import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailSuppressions } from '../../db/schema';
import { recordAudit } from '../audit';
import { HOST_MAIL_KINDS, SECURITY_MAIL_KINDS, type MailKind } from '../../../shared/domain/mail/outbox';
import type { MailPreferences } from '../../../shared/schemas/mail-preferences';
import { recordUnsubscribe } from './unsubscribe';

// The host's mail preferences (account Notifications tab; routes/user.ts). They have no table of
// their own: a kind switched off is the 'unsubscribed' row of mail_suppressions for the host's
// address and that kind — the row a one-click unsubscribe link writes (unsubscribe.ts) and the
// send job reads (send-job.ts) — so the tab, the links and the sending agree. Switching a kind on
// deletes only that 'unsubscribed' row: a bounce ('bounced', kind '*' or one kind) is never lifted
// here, since the address itself refused mail.

const addressOf = (host: { email: string }) => host.email.toLowerCase();

export async function getMailPreferences(db: Db, host: { email: string }): Promise<MailPreferences> {
  const rows = await db
    .select({ kind: mailSuppressions.kind, reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, addressOf(host)));
  // The switch shows the host's choice; a bounce is shown apart (it stops every kind, whatever the switches say).
  const off = new Set(rows.filter((r) => r.reason === 'unsubscribed').map((r) => r.kind));
  return {
    kinds: HOST_MAIL_KINDS.map((kind) => ({ kind, enabled: !off.has(kind) })),
    security: [...SECURITY_MAIL_KINDS],
    bounced: rows.some((r) => r.reason === 'bounced'),
  };
}

export async function setMailPreference(
  db: Db,
  actor: { host: { id: string; email: string }; staff: { id: string } | null },
  change: { kind: MailKind; enabled: boolean },
): Promise<MailPreferences> {
  const address = addressOf(actor.host);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (change.enabled) {
      await tx
        .delete(mailSuppressions)
        .where(and(eq(mailSuppressions.address, address), eq(mailSuppressions.kind, change.kind), eq(mailSuppressions.reason, 'unsubscribed')));
    } else {
      await recordUnsubscribe(tx, address, change.kind);
    }
    await recordAudit(tx, { ...actor, action: 'user.mail-preferences.put', target: actor.host.id, detail: change });
  });
  return getMailPreferences(db, actor.host);
}
