import { useEffect, useRef } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { useLocation } from '../../../router';
import { useUserInfo } from '../../../api/queries';
import { reportClientEvent } from '../../../api/listing-entry';
import { ButtonLink } from '../../../ui/button-link';
import { StatusPage } from '../../../ui/status-page';

// A missing property or unit (HC §2, HC §8; AS §2.4): the 404 page with one
// button — to the homepage, or to upcoming bookings for commission accounts, whose daily work
// starts there — and an error event for the people who run the portal.

export function ListingNotFound({ propertyId, unitId }: { propertyId?: string; unitId?: string }) {
  const { pathname } = useLocation();
  const user = useUserInfo();
  const commission = user.data?.commercialModel === 'commission';
  useNotFoundEvent(pathname, propertyId, unitId);
  return (
    <StatusPage code="404" title={<FormattedMessage id="page.unitNotFound.title" />} description={<FormattedMessage id="page.unitNotFound.description" />}>
      <ButtonLink to={commission ? '/bookings/upcoming' : '/'}>
        <FormattedMessage id={commission ? 'page.notFound.upcomingBookings' : 'page.unitNotFound.home'} />
      </ButtonLink>
    </StatusPage>
  );
}

/** One event per address shown (a re-render or React's double effect in development sends none). */
function useNotFoundEvent(path: string, propertyId?: string, unitId?: string) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === path) return;
    sent.current = path;
    reportClientEvent({ type: 'listing.not-found', path, ...(propertyId && { propertyId }), ...(unitId && { unitId }) }).catch((error: unknown) => {
      // The host still sees the page; a lost event is not worth bothering them with.
      console.warn('The not-found event could not be reported', error);
    });
  }, [path, propertyId, unitId]);
}
