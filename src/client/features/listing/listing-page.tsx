import { FormattedMessage } from 'react-intl';
import { Route, Routes } from 'react-router';
import { ButtonLink } from '../../ui/button-link';
import { StatusPage } from '../../ui/status-page';
import ListingWizardPage from './listing-wizard-page';
import AddPropertyPage from './add-property-page';

// Everything under /listing/* (spec hosting-core §2 "Listing flow (entry)"). The other entry
// pages (eligibility, first property, completed by address) are not built yet.
export default function ListingPage() {
  return (
    <Routes>
      <Route path="single-unit/:propertyId/:unitId/*" element={<ListingWizardPage urlFlow="single-unit" />} />
      <Route path="multi-unit/:propertyId/:unitId/*" element={<ListingWizardPage urlFlow="multi-unit" />} />
      <Route path="property/:propertyId/unit/:unitId" element={<ListingWizardPage />} />
      <Route path="add-property" element={<AddPropertyPage />} />
      <Route path="*" element={<ListingComingSoon />} />
    </Routes>
  );
}

function ListingComingSoon() {
  return (
    <StatusPage title={<FormattedMessage id="listing.pageComingSoon.title" />} description={<FormattedMessage id="listing.comingSoon" />}>
      <ButtonLink to="/">
        <FormattedMessage id="listing.notFound.home" />
      </ButtonLink>
    </StatusPage>
  );
}
