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
  usePageTitle(article?.title ?? (articles.data ? t('help-centre.notFound.title') : undefined));

  if (articles.isPending) return <PageSpinner label={t('help-centre.loading')} />;
  if (articles.isError)
    return (
      <StatusPage title={t('help-centre.title')} description={t('help-centre.loadError')}>
        <Button variant="secondary" onClick={() => void articles.refetch()}>
          {t('help-centre.retry')}
        </Button>
      </StatusPage>
    );
  if (!article)
    return (
      <StatusPage code="404" title={t('help-centre.notFound.title')} description={t('help-centre.notFound.description')}>
        <ButtonLink to="/help">{t('help-centre.notFound.back')}</ButtonLink>
      </StatusPage>
    );

  const area = t(`help-centre.area.${article.category}`);
  return (
    <article className="page help-article" aria-labelledby="help-article-title">
      <nav className="help-article__trail" aria-label={t('help-centre.trail')}>
        <Link to="/help">{t('help-centre.title')}</Link>
        <span aria-hidden="true"> › </span>
        <span>{t('help-centre.article.area', { area })}</span>
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
          {t('help-centre.back')}
        </ButtonLink>
        {signedIn && <Button onClick={() => setContactOpen(true)}>{t('help-centre.contact')}</Button>}
      </div>
      {signedIn && <ContactDialog open={contactOpen} onOpenChange={setContactOpen} formType="general" pageId={article.category} />}
    </article>
  );
}
