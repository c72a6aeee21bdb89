import { useIntl } from '../i18n/intl';
import type { NavigationItem } from '../../shared/domain/navigation';
import { NavLinks } from './nav-links';

// Mobile and tablet bottom bar (AS §2.4, AS §9: 64 px): the in-app items; it slides away while the
// host scrolls down to read and comes back as soon as they scroll up.
export function BottomBar({ items, hidden }: { items: NavigationItem[]; hidden: boolean }) {
  const intl = useIntl();
  return (
    <nav className={`bottom-bar${hidden ? ' bottom-bar--hidden' : ''}`} aria-label={intl.formatMessage({ id: 'nav.bottom' })}>
      <NavLinks items={items.filter((item) => !item.external)} variant="bottom" />
    </nav>
  );
}
