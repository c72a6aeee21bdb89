import { FormattedMessage } from '../../i18n/intl';
import { ButtonLink } from '../../ui/button-link';
import { messageGuestPath, type StayKind } from '../../../shared/domain/bookings/stay-paths';

// A stay page's way to its guest: the inbox opens the stay's conversation (made on first use).
export function MessageGuestLink({ kind, code }: { kind: StayKind; code: string }) {
  return (
    <ButtonLink to={messageGuestPath(kind, code)} variant="secondary">
      <FormattedMessage id="bookings.details.messageGuest" />
    </ButtonLink>
  );
}
