import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { useAppData } from '../../app/app-data';
import { Button } from '../../ui/button';
import { openCookieSettings } from '../cookie-consent/consent-store';
import { Clauses, LegalDocument, type LegalSection } from './legal-document';
import { clauseKeys } from './legal-sections';

// /legal (AS §2.1, public): who runs the portal, the terms of use for hosts, a
// privacy summary and the cookie note, whose button reopens the cookie choices (the banner is
// mounted on every page). The contact address is the support e-mail of the app settings.
export default function LegalPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { appSettings } = useAppData();
  const email = appSettings.supportEmail;

  const sections: LegalSection[] = [
    {
      id: 'operator',
      title: t('legal.operator.title'),
      body: (
        <>
          <p>{intl.formatMessage({ id: 'legal.operator.p1' }, { domain: appSettings.domain })}</p>
          <p>
            <FormattedMessage id="legal.operator.p2" values={{ email, link: (chunks: ReactNode[]) => <a href={`mailto:${email}`}>{chunks}</a> }} />
          </p>
        </>
      ),
    },
    { id: 'terms', title: t('legal.terms.title'), body: <Clauses texts={clauseKeys('legal.terms', 5).map(t)} /> },
    { id: 'privacy', title: t('legal.privacy.title'), body: <Clauses texts={clauseKeys('legal.privacy', 5).map(t)} /> },
    {
      id: 'cookies',
      title: t('legal.cookies.title'),
      body: (
        <>
          <p>{t('legal.cookies.p1')}</p>
          <p>{t('legal.cookies.p2')}</p>
          <Button variant="secondary" onClick={openCookieSettings}>
            {t('legal.cookies.open')}
          </Button>
        </>
      ),
    },
    {
      id: 'more',
      title: t('legal.more.title'),
      body: (
        <>
          <p>{t('legal.more.p1')}</p>
          <p>
            <Link to="/legal/atc">{t('legal.more.link')}</Link>
          </p>
        </>
      ),
    },
  ];

  return <LegalDocument title={t('legal.title')} description={t('legal.description')} sections={sections} />;
}
