import { FormattedMessage } from '../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { queryKeys } from '../../api/queries';
import { ButtonLink } from '../../ui/button-link';
import { StatusPage } from '../../ui/status-page';

// AS §2.4: title, description and one button — to the homepage, or to upcoming bookings for
// commission accounts (their day-to-day work starts there).
export default function NotFoundPage() {
  const user = useQueryClient().getQueryData<UserInfo>(queryKeys.userInfo);
  const commission = user?.commercialModel === 'commission';
  return (
    <StatusPage code="404" title={<FormattedMessage id="page.notFound.title" />} description={<FormattedMessage id="page.notFound.description" />}>
      <ButtonLink to={commission ? '/bookings/upcoming' : '/'}>
        <FormattedMessage id={commission ? 'page.notFound.upcomingBookings' : 'page.notFound.home'} />
      </ButtonLink>
    </StatusPage>
  );
}
