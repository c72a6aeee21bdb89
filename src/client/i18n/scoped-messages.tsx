import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { toLocale, DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { Spinner } from '../ui/spinner';
import { loadScopeMessages, type MessageScope, type Messages } from './messages';

const cache = new Map<string, Promise<Messages>>();
/** The scopes' texts that have arrived, by scope and locale: a page opened again shows at once. */
const arrived = new Map<string, Messages>();

/** One scope's texts in a locale, fetched once per app (a failed chunk is fetched again next time). */
function scopeMessages(scope: MessageScope, locale: Locale): Promise<Messages> {
  const key = `${scope}/${locale}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = loadScopeMessages(scope, locale);
    cache.set(key, entry);
    entry.then((messages) => arrived.set(key, messages)).catch(() => cache.delete(key));
  }
  return entry;
}

/** The page's scopes merged, when every one has arrived already; null while one is still on its way. */
function arrivedMessages(scopes: readonly string[], locale: Locale): Messages | null {
  const all = scopes.map((scope) => arrived.get(`${scope}/${locale}`));
  return all.every(Boolean) ? (Object.assign({}, ...all) as Messages) : null;
}

/**
 * Adds the texts of a page's scopes for what is under it (react-intl allows nested providers), so
 * a scope's texts load with the first page that needs them, not with the first route. A page's
 * scopes are fetched together: nested one per scope, each would wait for the one around it.
 */
export function ScopedMessages({ scopes, children }: { scopes: readonly MessageScope[]; children: ReactNode }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  // A string, so a new array of the same scopes does not load them again.
  const joined = scopes.join('+');
  const key = `${joined}/${locale}`;
  // Texts that arrived for an earlier page are there from the first render: no spinner in place of
  // the page when the host comes back to it (Back would find a short page and lose its scroll).
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(() => {
    const messages = arrivedMessages(scopes, locale);
    return messages && { key, messages };
  });

  useEffect(() => {
    if (loaded?.key === key) return;
    let live = true;
    Promise.all(joined.split('+').map((scope) => scopeMessages(scope as MessageScope, locale)))
      .then((all) => live && setLoaded({ key, messages: Object.assign({}, ...all) as Messages }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded only tells whether this key is already there
  }, [joined, key, locale]);

  // Merged once per loaded set, not on every render: a new messages object would also make the
  // provider below build a new formatter set and re-render every text under it.
  const messages = useMemo(() => (loaded ? ({ ...intl.messages, ...loaded.messages } as Messages) : null), [intl.messages, loaded]);

  if (!loaded || loaded.key !== key || !messages) return <Spinner label={intl.formatMessage({ id: 'app.pageLoading' })} />;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
