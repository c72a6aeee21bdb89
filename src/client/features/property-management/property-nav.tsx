import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, NavLink } from '../../router';
import { propertyAboutPath, propertyPath, propertyUnitsPath } from './management-paths';

// Where a management page sits: back to the list, then the property (and the unit on unit pages).
export function Breadcrumb({ items }: { items: { label: string; to: string }[] }) {
  const intl = useIntl();
  return (
    <nav className="manage-breadcrumb" aria-label={intl.formatMessage({ id: 'listing.manage.breadcrumb' })}>
      <ol>
        <li>
          <Link to="/properties">
            <FormattedMessage id="properties.title" />
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={item.to}>
            {/* The last crumb is this page (or the page it belongs to). */}
            <Link to={item.to} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The property's sections: links with aria-current, so each section keeps its own address. */
export function PropertyTabs({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const tabs = [
    { id: 'overview', to: propertyPath(propertyId), end: true },
    { id: 'units', to: propertyUnitsPath(propertyId), end: true },
    { id: 'about', to: propertyAboutPath(propertyId), end: true },
  ];
  return (
    <nav className="manage-tabs" aria-label={intl.formatMessage({ id: 'listing.manage.propertyNav' })}>
      {tabs.map((tab) => (
        <NavLink key={tab.id} to={tab.to} end={tab.end} className="manage-tabs__tab">
          <FormattedMessage id={`listing.manage.tab.${tab.id}`} />
        </NavLink>
      ))}
    </nav>
  );
}
