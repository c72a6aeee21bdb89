import { useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { useLocation } from '../../router';
import { useQuery } from '@tanstack/react-query';
import { helpAreaOf } from '../../../shared/domain/help-areas';
import { useAppData } from '../../app/app-data';
import { fetchKnowledgeArticles, supportKeys } from '../../api/support';
import type { MenuProps } from '../../shell/deferred-menu';
import { Icon } from '../../shell/icons';
import { ContactDialog } from './contact-dialog';
import './support.css';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../ui/menu';

// The help dropdown (AS §2.9, AS §9: 375 wide, max height 800, scrolls, z-index 250 from .menu): the
// articles of the area the host is in, each opening the help-centre article in a new tab, a link
// to the help centre (app settings) and "Contact support", which opens the contact form. Help-centre
// links carry data-nav="help": the statistics tracker counts their clicks (cookie-consent/help-center-statistics.ts).

const ARTICLES_STALE_MS = 10 * 60 * 1000; // server content; changes with a release, not per minute

export default function HelpMenuContent({ trigger, defaultOpen }: MenuProps<object>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { pathname } = useLocation();
  const { appSettings } = useAppData();
  const area = helpAreaOf(pathname);
  const [contactOpen, setContactOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(defaultOpen ?? false);
  const articles = useQuery({
    queryKey: supportKeys.articles(area, intl.locale),
    queryFn: ({ signal }) => fetchKnowledgeArticles(area, intl.locale, signal),
    staleTime: ARTICLES_STALE_MS,
    enabled: menuOpen,
  });

  return (
    <>
      {/* Not modal: the contact dialog opens as the menu closes, and a modal menu would leave the page inert under it. */}
      <Menu open={menuOpen} onOpenChange={setMenuOpen} modal={false}>
        <MenuTrigger className={trigger.className} aria-label={trigger.label} data-testid={trigger.testId}>
          {trigger.content}
        </MenuTrigger>
        <MenuContent className="menu help-menu">
          <MenuLabel className="help-menu__title">{t('support.help.title')}</MenuLabel>
          {articles.isPending && (
            <LoadingSkeleton className="help-menu__note" label={t('support.help.loading')} lines={3} />
          )}
          {articles.isError && (
            <>
              <p className="help-menu__note help-menu__note--error" role="alert">
                {t('support.help.loadError')}
              </p>
              <MenuItem
                className="menu__item"
                onSelect={(event) => {
                  event.preventDefault(); // keep the menu open while it loads again
                  void articles.refetch();
                }}
              >
                {t('support.help.retry')}
              </MenuItem>
            </>
          )}
          {articles.data?.length === 0 && <p className="help-menu__note">{t('support.help.empty')}</p>}
          {articles.data?.map((article) => (
            <MenuItem key={article.id} asChild className="menu__item help-menu__article">
              <a href={article.url} target="_blank" rel="noopener noreferrer" aria-label={t('support.help.newTab', { title: article.title })} data-article={article.id} data-nav="help">
                <span className="help-menu__article-title">{article.title}</span>
                <span className="help-menu__article-summary">{article.summary}</span>
              </a>
            </MenuItem>
          ))}
          <MenuSeparator className="menu__separator" />
          <MenuItem asChild className="menu__item help-menu__link">
            <a href={appSettings.helpCenterUrls.helpCenter} target="_blank" rel="noopener noreferrer" aria-label={t('support.help.newTab', { title: t('support.help.helpCentre') })} data-nav="help">
              {t('support.help.helpCentre')}
              <Icon name="external" size={14} />
            </a>
          </MenuItem>
          <MenuItem className="menu__item help-menu__link" onSelect={() => setContactOpen(true)}>
            {t('support.help.contact')}
          </MenuItem>
        </MenuContent>
      </Menu>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} formType="general" pageId={area} />
    </>
  );
}
