import { useIntl } from '../../i18n/intl';
import { Link } from '../../router';
import { Clauses, LegalDocument, type LegalSection } from './legal-document';
import { clauseKeys, TERMS_SECTION_IDS } from './legal-sections';

// /legal/atc (AS §2.1, public): the additional terms and conditions for commission
// bookings, subscriptions with boosts and coins, and cancellations, with the way back to /legal.
export default function LegalTermsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sections: LegalSection[] = TERMS_SECTION_IDS.map((id) => ({
    id,
    title: t(`legal.atc.${id}.title`),
    body: <Clauses texts={clauseKeys(`legal.atc.${id}`, 4).map(t)} />,
  }));
  return (
    <LegalDocument
      title={t('legal.atc.title')}
      description={t('legal.atc.description')}
      sections={sections}
      related={<Link to="/legal">{t('legal.atc.back')}</Link>}
    />
  );
}
