import { html } from 'hono/html';
import { toLocale, DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { mailButton, mailHtml, mailTranslator, withBreaks, type MailTranslate } from './render';
import { unsubscribeUrl } from './unsubscribe';

// What every notification mail repeats, in one place: the recipient's language and greeting, dates
// and money in that language, the facts list, a quoted text, the link into the portal, the footer
// with one-click unsubscribe (RFC 8058 headers) and the text twin of the HTML. A mail kind only
// says which texts and facts it shows (e.g. booking-request-mail.ts).

/** Who gets a mail: an address, a language (any string; unknown ones fall back) and a name to greet. */
export interface MailRecipient {
  email: string;
  locale: string | null;
  firstName?: string | null;
  companyName?: string | null;
}

export interface MailFormat {
  locale: Locale;
  t: MailTranslate;
  /** A stay's ISO date: the date itself, not a moment, so formatted in UTC. */
  day: (iso: string) => string;
  /** A moment (a deadline) in a time zone (the property's; UTC when none), named so nobody misreads it. */
  moment: (at: Date, timeZone?: string) => string;
  money: (amount: number, currency: string) => string;
}

/** A moment (a deadline) in a language and a time zone, with the zone's name so nobody reads it as their own local time. */
export const formatMoment = (locale: string, at: Date, timeZone = 'UTC') =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at);

export async function mailFormat(locale: string | null | undefined): Promise<MailFormat> {
  const l = toLocale(locale ?? '') ?? DEFAULT_LOCALE;
  const t = await mailTranslator(l);
  const dayFormat = new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    locale: l,
    t,
    day: (iso) => dayFormat.format(new Date(`${iso}T00:00:00Z`)),
    moment: (at, timeZone) => formatMoment(l, at, timeZone),
    money: (amount, currency) => new Intl.NumberFormat(l, { style: 'currency', currency }).format(amount),
  };
}

export interface MailContent {
  /** Names the event (see OutgoingMail.key): the same key is one mail. */
  key: string;
  kind: MailKind;
  to: MailRecipient;
  format: MailFormat;
  subject: string;
  title: string;
  /** Plain sentences, escaped here. */
  paragraphs: string[];
  /** Label and value pairs (dates, guests, amounts). */
  facts?: [string, string][];
  /** Someone's own words (a guest's message, a review), line breaks kept. */
  quote?: { label: string; text: string };
  /** A sentence shown in bold after the facts (a deadline). */
  note?: string;
  action: { label: string; url: string };
  /** Why the recipient gets this mail. */
  reason: string;
  publicUrl: string;
  /** A signed one-click unsubscribe token for this address and kind (unsubscribe.ts). */
  unsubscribeToken: string;
}

/** The greeting by first name, else company name, else none. */
export function greetingOf(format: MailFormat, to: MailRecipient): string {
  const name = to.firstName || to.companyName || '';
  return name ? format.t('greeting', { name }) : format.t('greetingNoName');
}

/** The whole mail: HTML, its text twin and the unsubscribe headers. */
export async function composeMail(content: MailContent): Promise<OutgoingMail> {
  const { format, action, facts = [], quote, note } = content;
  const { locale, t } = format;
  const greeting = greetingOf(format, content.to);
  const unsubscribe = unsubscribeUrl(content.publicUrl, content.unsubscribeToken, locale);
  const unsubscribeLabel = t('footer.unsubscribe', { kind: t(`kind.${content.kind}`) });

  const body = html`<p style="margin:0 0 12px">${greeting}</p>
${content.paragraphs.map((p) => html`<p style="margin:0 0 16px">${p}</p>`)}
${facts.length ? html`<dl style="margin:0 0 16px">${facts.map(([label, value]) => html`<dt style="font-weight:bold;margin-top:8px">${label}</dt><dd style="margin:0">${value}</dd>`)}</dl>` : ''}
${quote ? html`<p style="margin:16px 0 4px;font-weight:bold">${quote.label}</p><blockquote style="margin:0;padding:8px 12px;border-left:3px solid #d9dee4;color:#323f4b">${withBreaks(quote.text)}</blockquote>` : ''}
${note ? html`<p style="margin:16px 0 0"><strong>${note}</strong></p>` : ''}
${mailButton(action.url, action.label)}
<p style="margin:0;font-size:13px;color:#52606d;word-break:break-all">${action.url}</p>`;

  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(quote ? [`${quote.label}:`, ...quote.text.split(/\r?\n/).map((line) => `> ${line}`), ''] : []),
    ...(note ? [note, ''] : []),
    `${action.label}: ${action.url}`,
    '',
    '-- ',
    content.reason,
    `${unsubscribeLabel}: ${unsubscribe}`,
    '',
  ].join('\n');

  return {
    key: content.key,
    to: content.to.email,
    language: locale,
    kind: content.kind,
    subject: content.subject,
    html: await mailHtml({ locale, t, title: content.title, body, reason: content.reason, unsubscribe: { label: unsubscribeLabel, url: unsubscribe } }),
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
