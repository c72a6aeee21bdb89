import { useParams } from '../../router';
import { PropertyPage, type PropertyView } from './property-page';
import { UnitPage } from './unit-page';
import { isUnitSubPage, type UnitSubPage } from './unit-sub-pages';
import './property-management.css';

// The management routes of one property (HC §2): the router names the view, the address
// names the property and unit.
export type ManagementView = PropertyView | 'unit' | UnitSubPage;

export default function PropertyManagementPage({ view }: { view: ManagementView }) {
  const { propertyId = '', unitId = '' } = useParams();
  if (view === 'overview' || view === 'units' || view === 'about') return <PropertyPage key={propertyId} propertyId={propertyId} view={view} />;
  return <UnitPage key={`${propertyId}/${unitId}`} propertyId={propertyId} unitId={unitId} sub={isUnitSubPage(view) ? view : undefined} />;
}
