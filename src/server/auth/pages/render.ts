import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { messages } from '../../services/translations';

export type Translate = (key: string, values?: Record<string, string | number>) => string;
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The auth scope's messages in a locale, with {placeholders} filled in. */
export async function translator(locale: Locale): Promise<Translate> {
  const m = await messages('auth', locale);
  return (key, values = {}) => (m[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? `{${name}}`));
}

const LANGUAGE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'de-DE': 'Deutsch', 'fr-FR': 'Français', 'it-IT': 'Italiano' };

/** The page frame shared by every identity page: brand, card, language links. */
export function page(opts: { locale: Locale; t: Translate; title: string; body: Html; languageBase?: string }): Html {
  const { locale, t, title, body } = opts;
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${t('brand')}</title>
<link rel="stylesheet" href="/auth/assets/auth.css">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body>
<main class="auth-card">
<p class="auth-brand">${t('brand')}</p>
<h1>${title}</h1>
${body}
</main>
${opts.languageBase
    ? html`<nav class="auth-languages" aria-label="${t('text.language')}">${LOCALES.map((l) =>
        l === locale
          ? html`<span aria-current="true">${LANGUAGE_NAMES[l]}</span>`
          : html`<a href="${opts.languageBase}?hl=${l}" hreflang="${l}" lang="${l}">${LANGUAGE_NAMES[l]}</a>`,
      )}</nav>`
    : ''}
</body>
</html>`;
}

/** A labelled input with its error (aria-linked) under it. */
export function field(opts: {
  name: string;
  label: string;
  type?: string;
  value?: string;
  error?: string;
  autocomplete?: string;
  hint?: string;
  autofocus?: boolean;
}): Html {
  const id = `field-${opts.name}`;
  const describedBy = [opts.hint ? `${id}-hint` : '', opts.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="auth-field${opts.error ? ' has-error' : ''}">
<label for="${id}">${opts.label}</label>
<input id="${id}" name="${opts.name}" type="${opts.type ?? 'text'}" value="${opts.value ?? ''}"${raw(opts.autocomplete ? ` autocomplete="${opts.autocomplete}"` : '')}${raw(opts.autofocus ? ' autofocus' : '')}${raw(opts.error ? ' aria-invalid="true"' : '')}${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
${opts.hint ? html`<p class="auth-hint" id="${id}-hint">${opts.hint}</p>` : ''}
${opts.error ? html`<p class="auth-error" id="${id}-error">${opts.error}</p>` : ''}
</div>`;
}

export function alert(message: string | undefined, kind: 'error' | 'success' = 'error'): Html | string {
  if (!message) return '';
  return html`<p class="auth-alert auth-alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</p>`;
}
