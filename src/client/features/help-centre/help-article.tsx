import { useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { useSession } from '../../auth/session-context';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { PageSpinner } from '../../ui/spinner';
import { StatusPage } from '../../ui/status-page';
import { ContactDialog } from '../support/contact-dialog';
import { paragraphsOf } from './article-search';
import { useHelpCentreArticles } from './api';
import { usePageTitle } from './use-page-title';

// /help/articles/{id}: one article (title, its area, the body's paragraphs), the way back to the
// list, and for signed-in hosts "Contact support", which opens the help dropdown's contact form
// with the article's area as the page the host writes from. Visitors cannot send the form (it
// needs an account), so they do not see the button. An unknown id says so and leads back to /help.

export function HelpArticle({ id }: { id: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const session = useSession();
  const signedIn = session.status === 'active' || session.status === 'busy';
  const articles = useHelpCentreArticles();
  const [contactOpen, setContactOpen] = useState(false);
  const article = articles.data?.find((a) => a.id === id);
  usePageTitle(article?.title ?? (articles.data ? t('helpCentre.notFound.title') : undefined));

  if (articles.isPending) return <PageSpinner label={t('helpCentre.loading')} />;
  if (articles.isError)
    return (
      <StatusPage title={t('helpCentre.title')} description={t('helpCentre.loadError')}>
        <Button variant="secondary" onClick={() => void articles.refetch()}>
          {t('helpCentre.retry')}
        </Button>
      </StatusPage>
    );
  if (!article)
    return (
      <StatusPage code="404" title={t('helpCentre.notFound.title')} description={t('helpCentre.notFound.description')}>
        <ButtonLink to="/help">{t('helpCentre.notFound.back')}</ButtonLink>
      </StatusPage>
    );

  const area = t(`helpCentre.area.${article.category}`);
  return (
    <article className="page help-article" aria-labelledby="help-article-title">
      <nav className="help-article__trail" aria-label={t('helpCentre.trail')}>
        <Link to="/help">{t('helpCentre.title')}</Link>
        <span aria-hidden="true"> › </span>
        <span>{t('helpCentre.article.area', { area })}</span>
      </nav>
      <h1 id="help-article-title" className="help-article__title">
        {article.title}
      </h1>
      <p className="help-article__summary">{article.summary}</p>
      <div className="help-article__body">
        {paragraphsOf(article.body).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <div className="help-article__actions">
        <ButtonLink to="/help" variant="secondary">
          {t('helpCentre.back')}
        </ButtonLink>
        {signedIn && <Button onClick={() => setContactOpen(true)}>{t('helpCentre.contact')}</Button>}
      </div>
      {signedIn && <ContactDialog open={contactOpen} onOpenChange={setContactOpen} formType="general" pageId={article.category} />}
    </article>
  );
}
