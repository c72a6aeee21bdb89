import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from './intl';
import { toLocale, DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { Spinner } from '../ui/spinner';
import { loadScopeMessages, type MessageScope, type Messages } from './messages';

const cache = new Map<string, Promise<Messages>>();

/** One scope's texts in a locale, fetched once per app (a failed chunk is fetched again next time). */
function scopeMessages(scope: MessageScope, locale: Locale): Promise<Messages> {
  const key = `${scope}/${locale}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = loadScopeMessages(scope, locale);
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

/**
 * Adds the texts of a page's scopes for what is under it (providers nest), so
 * a scope's texts load with the first page that needs them, not with the first route. A page's
 * scopes are fetched together: nested one per scope, each would wait for the one around it.
 */
export function ScopedMessages({ scopes, children }: { scopes: readonly MessageScope[]; children: ReactNode }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  // A string, so a new array of the same scopes does not load them again.
  const joined = scopes.join('+');
  const key = `${joined}/${locale}`;
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all(joined.split('+').map((scope) => scopeMessages(scope as MessageScope, locale)))
      .then((all) => live && setLoaded({ key, messages: Object.assign({}, ...all) as Messages }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
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
