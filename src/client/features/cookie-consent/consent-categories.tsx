import { useIntl } from '../../i18n/intl';
import type { CookieConsentView } from '../../../../machines/cookie-consent/cookie-consent.connect';
import type { Locale } from '../../../shared/i18n/locales';
import type { CookieConsentSettings } from '../../api/public';
import { useCookieConsentSettings } from '../../api/queries';
import { Button } from '../../ui/button';
import { LoadingSkeleton } from '../../ui/loading-skeleton';

// The customise dialog's body: each category with its switch (necessary locked on) and the
// cookies and storage entries it covers, as GET /api/public/cookie-consent-settings lists them.
// The switches are the banner's connect's (machines/cookie-consent/cookie-consent.connect.ts).

type Item = CookieConsentSettings['items'][number];
const STORAGE_KEYS = { cookie: 'cookie-consent.storage.cookie', 'local storage': 'cookie-consent.storage.localStorage', 'session storage': 'cookie-consent.storage.sessionStorage' } as const;

function Lifetime({ item }: { item: Item }) {
  const intl = useIntl();
  if (item.ttl === null) return <>{intl.formatMessage({ id: item.storageType === 'session storage' ? 'cookie-consent.ttl.tab' : 'cookie-consent.ttl.session' })}</>;
  const hours = Math.round(item.ttl / 3600);
  return <>{hours < 48 ? intl.formatMessage({ id: 'cookie-consent.ttl.hours' }, { hours }) : intl.formatMessage({ id: 'cookie-consent.ttl.days' }, { days: Math.round(hours / 24) })}</>;
}

export function ConsentCategories({ categories, toggle, locale }: Pick<CookieConsentView, 'categories' | 'toggle'> & { locale: Locale }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const settings = useCookieConsentSettings(locale);

  return (
    <div className="cookie-categories">
      {settings.isPending && <LoadingSkeleton label={t('cookie-consent.loading')} lines={3} />}
      {settings.isError && (
        <p role="alert">
          {t('cookie-consent.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void settings.refetch()}>
            {t('cookie-consent.retry')}
          </Button>
        </p>
      )}
      {categories.map(({ category, allowed, locked }) => {
        const name = t(`cookie-consent.category.${category}`);
        const items = settings.data?.items.filter((i) => i.category === category) ?? [];
        return (
          <section key={category} className="cookie-category" aria-labelledby={`cookie-category-${category}`}>
            <div className="cookie-category__head">
              <h3 id={`cookie-category-${category}`}>{name}</h3>
              <label className="cookie-category__switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={allowed}
                  disabled={locked}
                  aria-label={intl.formatMessage({ id: 'cookie-consent.toggle' }, { category: name })}
                  onChange={(e) => toggle(category, e.target.checked)}
                />
                <span>{locked ? t('cookie-consent.alwaysOn') : null}</span>
              </label>
            </div>
            <p className="cookie-category__text">{t(`cookie-consent.category.${category}.text`)}</p>
            {items.length > 0 && (
              <ul className="cookie-category__items">
                {items.map((item) => (
                  <li key={item.name} className="cookie-item">
                    <strong>{item.title}</strong> <code>{item.name}</code>
                    <span className="cookie-item__meta">
                      {t(STORAGE_KEYS[item.storageType])} · <Lifetime item={item} />
                    </span>
                    <span className="cookie-item__description">{item.description}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
