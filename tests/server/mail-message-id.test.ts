import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailHarness, type MailHarness } from '../support/mail-harness';
import { unfolded } from '../support/smtp-receiver';
import { mailOutbox } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { enqueue } from '../../src/server/jobs/queue';
import { MAIL_SEND_QUEUE, enqueueMail } from '../../src/server/services/mail/outbox';
import { messageIdOf } from '../../src/server/services/mail/transport';
import { scaledMs } from '../support/time-scale';

// A crash after the SMTP server took a mail but before its row said "sent" sends it again on
// restart. Both copies carry one Message-ID, made of the outbox row, so a receiving server or
// client that drops duplicates shows one mail.

let m: MailHarness;
beforeAll(async () => {
  m = await mailHarness();
}, scaledMs(60_000));
afterAll(() => m.close());

const messageIdIn = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(unfolded(raw))?.[1];

describe('the Message-ID of a mail', () => {
  it('is the outbox row\'s, on the sender\'s domain, and the same when a crash makes the mail go out twice', async () => {
    const to = 'twice@guest.example';
    const written = await enqueueMail(m.db as Db, { key: 'test:message-id', to, language: 'en-US', kind: 'booking.created', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' });
    expect(written.created).toBe(true);
    await m.runJobs();
    expect(m.receivedBy(to)).toHaveLength(1);

    // The crash: the mail was taken, the row still says queued, the send job runs again.
    await m.db.update(mailOutbox).set({ status: 'queued', sentAt: null }).where(eq(mailOutbox.id, written.id!));
    await enqueue(m.db, MAIL_SEND_QUEUE, { mailId: written.id }, { key: `mail-send:${written.id}:again`, runAt: new Date() });
    await m.runJobs();
    const [first, second] = m.receivedBy(to);
    expect(second).toBeDefined();
    expect(messageIdIn(first!.raw)).toBe(messageIdIn(second!.raw));
    expect(messageIdIn(first!.raw)).toBe(messageIdOf(written.id!, m.h.env.MAIL_FROM));
    expect(messageIdIn(first!.raw)).toMatch(new RegExp(`^<${written.id}@[^>]+>$`));
  });

  it('takes the domain of the sender address, with or without a display name', () => {
    expect(messageIdOf('abc', 'Host portal <no-reply@host-portal.example>')).toBe('<abc@host-portal.example>');
    expect(messageIdOf('abc', 'no-reply@mail.example.org')).toBe('<abc@mail.example.org>');
  });
});
