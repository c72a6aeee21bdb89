import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runningServer } from '../support/server';
import { startSmtpReceiver, unfolded, type SmtpReceiver } from '../support/smtp-receiver';
import { mailOutbox, properties, units } from '../../src/server/db/schema';
import { addDays, todayUtc } from '../../src/shared/domain/pricing/dates';
import { scaledMs } from '../support/time-scale';

// The whole server (as `npm start` runs it, with its job worker) with SMTP_URL pointing at a real
// SMTP receiver in this process: the guest's request is answered at once, and the host's mail
// arrives afterwards through the worker — the request never waits for the mail server.

let smtp: SmtpReceiver;
let running: Awaited<ReturnType<typeof runningServer>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  running = await runningServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Alpenblick Bookings <bookings@alpenblick.example>' });
}, scaledMs(60_000));
afterAll(async () => {
  await running?.close();
  await smtp?.close();
});

it('a guest’s request writes the mail with the request; the worker then delivers it over SMTP with MAIL_FROM', async () => {
  const [family] = await running.database.db
    .select({ id: units.id })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(units.title, 'Family apartment Patscherkofel'));
  const received = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (smtp.received.length > 0) {
        clearInterval(check);
        resolve();
      }
    }, 100);
  });

  const d = (n: number) => addDays(todayUtc(), n);
  const res = await fetch(`${running.url}/api/public/property-units/${family!.id}/stays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ checkIn: d(120), checkOut: d(123), guests: 2, firstName: 'Ines', lastName: 'Moser', email: 'ines@guest.example' }),
  });
  expect(res.status).toBe(201);
  const { publicId } = (await res.json()) as { publicId: string };
  const [queued] = await running.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'alpine@demo.host-portal.test'));
  // Written with the request, in its transaction; sent later by the worker.
  expect(queued).toBeDefined();

  // The worker polls every 5 s.
  await received;
  const mail = smtp.received.find((m) => m.to.includes('alpine@demo.host-portal.test'))!;
  expect(mail.from).toBe('bookings@alpenblick.example');
  const raw = unfolded(mail.raw).replace(/\r?\n[ \t]+/g, ' ');
  expect(raw).toMatch(/^From: Alpenblick Bookings <bookings@alpenblick\.example>/m);
  expect(raw).toContain(`${running.url}/booking-request-details/${publicId}`);
  await expect.poll(async () => (await running.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id)))[0]!.status, { timeout: 5_000 }).toBe('sent');
}, scaledMs(30_000));
