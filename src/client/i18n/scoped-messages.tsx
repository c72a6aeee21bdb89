import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { toLocale, DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { Spinner } from '../ui/spinner';
import { loadScopeMessages, type MessageScope, type Messages } from './messages';

const cache = new Map<string, Promise<Messages>>();

/**
 * Adds a scope's texts for the pages under it (react-intl allows nested providers), so a
 * scope's texts load with the first page that needs them, not with the first route.
 */
export function ScopedMessages({ scope, children }: { scope: MessageScope; children: ReactNode }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  const key = `${scope}/${locale}`;
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    let entry = cache.get(key);
    if (!entry) {
      entry = loadScopeMessages(scope, locale);
      cache.set(key, entry);
      entry.catch(() => cache.delete(key)); // a failed chunk is fetched again next time
    }
    entry.then((messages) => live && setLoaded({ key, messages })).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, scope, locale]);

  // Merged once per loaded scope, not on every render: a new messages object would also make the
  // provider below build a new formatter set and re-render every text under it.
  const messages = useMemo(() => (loaded ? ({ ...intl.messages, ...loaded.messages } as Messages) : null), [intl.messages, loaded]);

  if (!loaded || loaded.key !== key || !messages) return <Spinner label={intl.formatMessage({ id: 'app.pageLoading' })} />;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
