import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from './intl';
import { toLocale, DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { Spinner } from '../ui/spinner';
import { loadScopeMessages, type MessageScope, type Messages } from './messages';

/** One scope's texts in a locale: the fetch, and its answer once it has arrived. */
interface ScopeEntry {
  promise: Promise<Messages>;
  /** Set when the texts arrive, so what needs them again shows at once instead of waiting a tick. */
  messages?: Messages;
}
const entries = new Map<string, ScopeEntry>();

/** One scope's texts in a locale, fetched once per app (a failed chunk is fetched again next time). */
function scopeMessages(scope: MessageScope, locale: Locale): Promise<Messages> {
  const key = `${scope}/${locale}`;
  let entry = entries.get(key);
  if (!entry) {
    const fetched: ScopeEntry = { promise: loadScopeMessages(scope, locale) };
    fetched.promise.then(
      (messages) => (fetched.messages = messages),
      () => entries.delete(key),
    );
    entries.set(key, fetched);
    entry = fetched;
  }
  return entry.promise;
}

/** Fetches scopes' texts ahead of the ScopedMessages that will show them (a menu's code and texts load together). */
export function preloadScopes(scopes: readonly MessageScope[], locale: string): Promise<unknown> {
  const known = toLocale(locale) ?? DEFAULT_LOCALE;
  return Promise.all(scopes.map((scope) => scopeMessages(scope, known)));
}

/** The scopes' texts merged, if all have arrived. */
function arrivedMessages(scopes: readonly string[], locale: Locale): Messages | null {
  const all = scopes.map((scope) => entries.get(`${scope}/${locale}`)?.messages);
  return all.every((messages) => messages !== undefined) ? (Object.assign({}, ...all) as Messages) : null;
}

/**
 * Adds the texts of a page's scopes for what is under it (providers nest), so
 * a scope's texts load with the first page that needs them, not with the first route. A page's
 * scopes are fetched together: nested one per scope, each would wait for the one around it.
 */
export function ScopedMessages({ scopes, fallback, children }: { scopes: readonly MessageScope[]; fallback?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  // A string, so a new array of the same scopes does not load them again.
  const joined = scopes.join('+');
  const key = `${joined}/${locale}`;
  // Texts that have arrived before (the page opened again, a menu's texts fetched with its code)
  // show at once: no spinner or stand-in for a tick, no page of a spinner's height to scroll in.
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(() => {
    const messages = arrivedMessages(scopes, locale);
    return messages && { key, messages };
  });

  useEffect(() => {
    if (joined === '') return;
    let live = true;
    Promise.all(joined.split('+').map((scope) => scopeMessages(scope as MessageScope, locale)))
      .then((all) => live && setLoaded((now) => (now?.key === key ? now : { key, messages: Object.assign({}, ...all) as Messages })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [joined, key, locale]);

  // Merged once per loaded set, not on every render: a new messages object would also make the
  // provider below build a new formatter set and re-render every text under it.
  const messages = useMemo(() => (loaded ? ({ ...intl.messages, ...loaded.messages } as Messages) : null), [intl.messages, loaded]);

  // No scopes: nothing to add (a menu whose texts are all in the app scope).
  if (joined === '') return children;
  // A page shows a spinner in its place; a menu or dialog passes what stands in for it meanwhile.
  if (!loaded || loaded.key !== key || !messages) return fallback === undefined ? <Spinner label={intl.formatMessage({ id: 'app.pageLoading' })} /> : fallback;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
