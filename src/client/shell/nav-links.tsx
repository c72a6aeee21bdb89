import { useIntl } from '../i18n/intl';
import { Link, useLocation } from '../router';
import { activeNavigationId, type NavigationItem } from '../../shared/domain/navigation';
import { HelpTooltip } from './help-tooltip';
import { Icon } from './icons';

// One list of navigation links, used by the desktop header, the mobile menu and the bottom bar.
// The current page is marked with aria-current from the rules' own notion of "active" (a booking
// detail counts as Bookings), not the router's path prefix (NavLink).

export function NavLinks({ items, variant, onNavigate }: { items: readonly NavigationItem[]; variant: 'header' | 'menu' | 'bottom'; onNavigate?(): void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = activeNavigationId(items, pathname);
  return (
    <ul className={`nav-links nav-links--${variant}`}>
      {items.map((item) => {
        const label = intl.formatMessage({ id: item.labelKey });
        const badge = item.badge && (
          <span className="badge" aria-hidden="true">
            {item.badge}
          </span>
        );
        // The badge is read as part of the link's name: "Bookings, 3 new".
        const name = item.badge ? intl.formatMessage({ id: 'nav.withBadge' }, { label, count: item.badge }) : label;
        const content = (
          <>
            <span className="nav-link__icon">
              <Icon name={item.id} />
              {variant === 'bottom' && badge}
            </span>
            <span className="nav-link__label">{label}</span>
            {variant !== 'bottom' && badge}
            {item.external && <Icon name="external" size={14} />}
          </>
        );
        return (
          <li key={item.id} className={item.id === 'help' ? 'nav-links__help' : undefined}>
            {item.external ? (
              <a
                className="nav-link"
                href={item.path}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage({ id: 'nav.external' }, { label })}
                title={variant === 'header' ? label : undefined}
                data-nav={item.id}
              >
                {content}
              </a>
            ) : (
              <Link
                className={`nav-link${active === item.id ? ' nav-link--active' : ''}`}
                to={item.path}
                aria-current={active === item.id ? 'page' : undefined}
                aria-label={name}
                // Narrow headers show icons only; the title names them for mouse users.
                title={variant === 'header' ? label : undefined}
                onClick={onNavigate}
                data-nav={item.id}
              >
                {content}
              </Link>
            )}
            {item.id === 'help' && variant === 'header' && <HelpTooltip />}
          </li>
        );
      })}
    </ul>
  );
}
