import type { ReactNode } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { Link } from '../../../router';
import '../listing-flow.css';

// The flow header of the entry pages (HC §2: "a back link to the homepage") around their content.
export function EntryLayout({ children }: { children: ReactNode }) {
  return (
    <div className="listing-flow">
      <header className="listing-flow__header">
        <Link to="/" className="listing-flow__back">
          <span aria-hidden="true">← </span>
          <FormattedMessage id="listing.header.back" />
        </Link>
      </header>
      {children}
    </div>
  );
}
