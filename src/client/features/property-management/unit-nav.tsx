import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { NavLink, useNavigate } from '../../router';
import { UNIT_SUB_PAGES, type UnitSubPage } from './unit-sub-pages';
import { unitPath } from './management-paths';

// The unit's sections: a row of tab links on wider screens, a select on a phone (390 px has no
// room for eleven tabs). Both are links to addresses, so Back and new tabs work as expected.
export function UnitNav({ propertyId, unitId, current }: { propertyId: string; unitId: string; current: UnitSubPage | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const selectId = useId();
  const label = intl.formatMessage({ id: 'listing.manage.unitNav' });
  const sections: (UnitSubPage | 'overview')[] = ['overview', ...UNIT_SUB_PAGES];
  const pathOf = (section: UnitSubPage | 'overview') => unitPath(propertyId, unitId, section === 'overview' ? undefined : section);
  return (
    <div className="manage-unit-nav">
      <nav className="manage-tabs manage-tabs--unit" aria-label={label}>
        {sections.map((section) => (
          <NavLink key={section} to={pathOf(section)} end className="manage-tabs__tab">
            <FormattedMessage id={`listing.manage.sub.${section}`} />
          </NavLink>
        ))}
      </nav>
      <div className="manage-unit-nav__select form-field">
        <label htmlFor={selectId}>
          <FormattedMessage id="listing.manage.sectionSelect" />
        </label>
        <select id={selectId} value={current ?? 'overview'} onChange={(e) => navigate(pathOf(e.target.value as UnitSubPage | 'overview'))}>
          {sections.map((section) => (
            <option key={section} value={section}>
              {intl.formatMessage({ id: `listing.manage.sub.${section}` })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
