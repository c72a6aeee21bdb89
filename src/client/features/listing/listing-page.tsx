import { Navigate, Route, Routes } from '../../router';
import ListingWizardPage from './listing-wizard-page';
import AddPropertyPage from './add-property-page';
import CheckEligibilityPage from './entry/check-eligibility-page';
import NotEligiblePage from './entry/not-eligible-page';
import FirstPropertyPage from './entry/first-property-page';
import CompletedPage from './entry/completed-page';
import { ListingNotFound } from './entry/listing-not-found';
import { CHECK_ELIGIBILITY_PATH } from './entry/entry-paths';
import './entry/entry.css';

// Everything under /listing/* (HC §2 "Listing flow (entry)"). /listing itself is
// the root of the flow: the eligibility check, which sends the host on. An address under
// /listing that names no page is a missing property or unit (the 404 page and its event).
export default function ListingPage() {
  return (
    <Routes>
      <Route index element={<Navigate to={CHECK_ELIGIBILITY_PATH} replace />} />
      <Route path="check-eligibility" element={<CheckEligibilityPage />} />
      <Route path="onboarding-not-eligible" element={<NotEligiblePage />} />
      <Route path="first-property" element={<FirstPropertyPage />} />
      <Route path="add-property" element={<AddPropertyPage />} />
      <Route path="single-unit/:propertyId/:unitId/*" element={<ListingWizardPage urlFlow="single-unit" />} />
      <Route path="multi-unit/:propertyId/:unitId/*" element={<ListingWizardPage urlFlow="multi-unit" />} />
      <Route path="property/:propertyId/unit/:unitId" element={<ListingWizardPage />} />
      <Route path=":propertyId/:unitId/completed" element={<CompletedPage />} />
      <Route path="*" element={<ListingNotFound />} />
    </Routes>
  );
}
