import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { messages } from '../translations';
import type { Locale } from '../../../shared/i18n/locales';

// The frame every mail shares: a plain, table-free HTML body (inline styles only — mail clients drop
// <style> and scripts) and a text twin. Texts come from src/shared/i18n/mail/<locale>.json.

export type MailTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The mail scope's texts in a locale, with {placeholders} filled in. */
export async function mailTranslator(locale: Locale): Promise<MailTranslate> {
  const m = await messages('mail', locale);
  return (key, values = {}) => (m[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? `{${name}}`));
}

export interface MailFrame {
  locale: Locale;
  t: MailTranslate;
  title: string;
  /** The body between the heading and the footer, already escaped. */
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
  /** Why the recipient gets this mail, and where to stop it. */
  reason: string;
  unsubscribe?: { label: string; url: string };
}

export async function mailHtml(frame: MailFrame): Promise<string> {
  const { locale, t, title, body, reason, unsubscribe } = frame;
  const page = html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0b5cad">${t('brand')}</p>
<h1 style="font-size:20px;margin:0 0 16px">${title}</h1>
${body}
<hr style="border:none;border-top:1px solid #d9dee4;margin:24px 0 12px">
<p style="font-size:12px;color:#52606d;margin:0">${reason}${unsubscribe ? html` <a href="${unsubscribe.url}" style="color:#52606d">${unsubscribe.label}</a>` : ''}</p>
</div>
</body>
</html>`;
  return String(await page);
}

/** A button-like link (an <a>: mail clients run no scripts and submit no forms). */
export const mailButton = (href: string, label: string) =>
  html`<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${label}</a></p>`;

/** Keeps the guest's own line breaks in HTML (the text is escaped first). */
export const withBreaks = (text: string) => raw(String(html`${text}`).replace(/\r?\n/g, '<br>'));
