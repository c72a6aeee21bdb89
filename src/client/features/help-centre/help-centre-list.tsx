import { useId, useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { PageSpinner } from '../../ui/spinner';
import { groupByArea, searchArticles } from './article-search';
import { useHelpCentreArticles } from './api';
import { usePageTitle } from './use-page-title';

// /help: every article, grouped by the area of the portal it helps with (shared/domain/help-areas),
// and a search box that narrows titles and summaries as the host types (no call per key: the list
// is already here). A result count is announced for screen-reader users.

export function HelpCentreList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const articles = useHelpCentreArticles();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const idPrefix = useId();
  usePageTitle(t('help-centre.title'));

  const found = articles.data ? searchArticles(articles.data, query, intl.locale) : [];
  const groups = groupByArea(found);
  const searching = query.trim() !== '';

  return (
    <div className="page help-centre">
      <PageHeading title={t('help-centre.title')} description={t('help-centre.description')} />
      <div className="help-centre__search" role="search">
        <label className="field__label" htmlFor={searchId}>
          {t('help-centre.search')}
        </label>
        <input id={searchId} className="field__input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </div>
      <p className="help-centre__count" role="status">
        {articles.data && searching ? t('help-centre.count', { count: found.length }) : ''}
      </p>
      {articles.isPending && <PageSpinner label={t('help-centre.loading')} />}
      {articles.isError && (
        <div className="help-centre__problem" role="alert">
          <p>{t('help-centre.loadError')}</p>
          <Button variant="secondary" onClick={() => void articles.refetch()}>
            {t('help-centre.retry')}
          </Button>
        </div>
      )}
      {articles.data && groups.length === 0 && <p className="help-centre__empty">{searching ? t('help-centre.noMatch', { query: query.trim() }) : t('help-centre.empty')}</p>}
      {groups.map(({ area, articles: inArea }) => (
        <section key={area} className="help-centre__area" aria-labelledby={`${idPrefix}-${area}`}>
          <h2 id={`${idPrefix}-${area}`} className="help-centre__area-title">
            {t(`help-centre.area.${area}`)}
          </h2>
          <ul className="help-centre__list">
            {inArea.map((article) => (
              <li key={article.id}>
                <Link className="help-centre__article" to={`/help/articles/${encodeURIComponent(article.id)}`}>
                  <span className="help-centre__article-title">{article.title}</span>
                  <span className="help-centre__article-summary">{article.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
