import { html } from 'hono/html';
import { toLocale, DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { mailButton, mailHtml, mailTranslator, withBreaks } from './render';
import { unsubscribeUrl } from './unsubscribe';

// "A new booking request" (hosting-core §4 request statuses): written to the host when a guest
// asks for a stay on an on-request unit (services/bookings/guest-stays.ts), in the host's
// language, naming the unit and the dates, saying until when the host can answer, with a link to
// the request's page in the portal (/booking-request-details/{code}, src/shared/domain/route-access.ts).

export const BOOKING_REQUEST_MAIL_KIND: MailKind = 'booking-request.created';

export interface BookingRequestMailInput {
  stayId: string;
  code: string;
  host: { email: string; locale: string; firstName: string; companyName: string | null };
  unitName: string;
  guestName: string;
  checkIn: string; // ISO date
  checkOut: string; // ISO date
  guests: number;
  totalAmount: number;
  currency: string;
  guestMessage: string | null;
  expiresAt: Date;
  publicUrl: string;
  /** A signed one-click unsubscribe token (unsubscribe.ts). */
  unsubscribeToken: string;
}

/** A stay's ISO date in the host's language (the date itself, not a moment: formatted in UTC). */
const formatDay = (locale: Locale, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** The answer deadline: a moment, shown with its time zone so nobody reads it as local time. */
const formatMoment = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(at);

export async function bookingRequestMail(input: BookingRequestMailInput): Promise<OutgoingMail> {
  const locale = toLocale(input.host.locale) ?? DEFAULT_LOCALE;
  const t = await mailTranslator(locale);
  const checkIn = formatDay(locale, input.checkIn);
  const checkOut = formatDay(locale, input.checkOut);
  const expires = formatMoment(locale, input.expiresAt);
  const total = new Intl.NumberFormat(locale, { style: 'currency', currency: input.currency }).format(input.totalAmount);
  const link = `${input.publicUrl}/booking-request-details/${encodeURIComponent(input.code)}`;
  const unsubscribe = unsubscribeUrl(input.publicUrl, input.unsubscribeToken, locale);
  const name = input.host.firstName || input.host.companyName || '';
  const greeting = name ? t('greeting', { name }) : t('greetingNoName');
  const title = t('bookingRequest.heading', { unit: input.unitName });
  const rows: [string, string][] = [
    [t('bookingRequest.checkIn'), checkIn],
    [t('bookingRequest.checkOut'), checkOut],
    [t('bookingRequest.guests'), String(input.guests)],
    [t('bookingRequest.total'), total],
  ];
  const kindName = t(`kind.${BOOKING_REQUEST_MAIL_KIND}`);
  const reason = t('bookingRequest.reason');
  const unsubscribeLabel = t('footer.unsubscribe', { kind: kindName });

  const body = html`<p style="margin:0 0 12px">${greeting}</p>
<p style="margin:0 0 16px">${t('bookingRequest.intro', { guest: input.guestName, unit: input.unitName })}</p>
<dl style="margin:0 0 16px">${rows.map(([label, value]) => html`<dt style="font-weight:bold;margin-top:8px">${label}</dt><dd style="margin:0">${value}</dd>`)}</dl>
${input.guestMessage ? html`<p style="margin:16px 0 4px;font-weight:bold">${t('bookingRequest.message')}</p><blockquote style="margin:0;padding:8px 12px;border-left:3px solid #d9dee4;color:#323f4b">${withBreaks(input.guestMessage)}</blockquote>` : ''}
<p style="margin:16px 0 0"><strong>${t('bookingRequest.expires', { expires })}</strong></p>
${mailButton(link, t('bookingRequest.action'))}
<p style="margin:0;font-size:13px;color:#52606d;word-break:break-all">${link}</p>`;

  const text = [
    greeting,
    '',
    t('bookingRequest.intro', { guest: input.guestName, unit: input.unitName }),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(input.guestMessage ? ['', `${t('bookingRequest.message')}:`, ...input.guestMessage.split(/\r?\n/).map((line) => `> ${line}`)] : []),
    '',
    t('bookingRequest.expires', { expires }),
    '',
    `${t('bookingRequest.action')}: ${link}`,
    '',
    '-- ',
    reason,
    `${unsubscribeLabel}: ${unsubscribe}`,
    '',
  ].join('\n');

  return {
    key: `${BOOKING_REQUEST_MAIL_KIND}:${input.stayId}`,
    to: input.host.email,
    language: locale,
    kind: BOOKING_REQUEST_MAIL_KIND,
    subject: t('bookingRequest.subject', { unit: input.unitName, checkIn, checkOut }),
    html: await mailHtml({ locale, t, title, body, reason, unsubscribe: { label: unsubscribeLabel, url: unsubscribe } }),
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
