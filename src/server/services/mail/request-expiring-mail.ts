import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { composeMail, mailFormat, type MailRecipient } from './compose';
import { stayFactRows, type StayFacts } from './stay-facts';

// The host's reminder that a booking request is still unanswered a few hours before it expires
// (services/bookings/request-reminder-job.ts), with the deadline and a link to answer it.

export const REQUEST_EXPIRING_MAIL_KIND: MailKind = 'booking-request.expiring';

export async function requestExpiringMail(input: {
  stay: StayFacts;
  expiresAt: Date;
  host: MailRecipient;
  publicUrl: string;
  sign: (address: string, kind: MailKind) => string;
}): Promise<OutgoingMail> {
  const { stay } = input;
  const format = await mailFormat(input.host.locale);
  const { t } = format;
  const vars = { unit: stay.unitName, guest: stay.guestName };
  return composeMail({
    // One reminder per request, whatever the number of runs of its job.
    key: `${REQUEST_EXPIRING_MAIL_KIND}:${stay.stayId}`,
    kind: REQUEST_EXPIRING_MAIL_KIND,
    to: input.host,
    format,
    subject: t('requestExpiring.subject', vars),
    title: t('requestExpiring.heading', vars),
    paragraphs: [t('requestExpiring.intro', vars)],
    facts: stayFactRows(format, stay),
    note: t('requestExpiring.expires', { expires: format.moment(input.expiresAt, input.stay.timeZone) }),
    action: { label: t('requestExpiring.action'), url: `${input.publicUrl}/booking-request-details/${encodeURIComponent(stay.code)}` },
    reason: t('requestExpiring.reason'),
    publicUrl: input.publicUrl,
    unsubscribeToken: input.sign(input.host.email, REQUEST_EXPIRING_MAIL_KIND),
  });
}
