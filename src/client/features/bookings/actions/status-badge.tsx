import { FormattedMessage } from '../../../i18n/intl';
import {
  BOOKING_STATUS_TONE,
  bookingStatusKey,
  INQUIRY_STATUS_LOOK,
  REQUEST_STATUS_LOOK,
  type BookingStatus,
  type InquiryStatus,
  type RequestStatus,
  type StatusTone,
} from '../../../../shared/domain/bookings/statuses';
import './status-badge.css';

// The status of a stay with the tone of HC §4 (pending warning, confirmed success, rejected
// error, expired error and disabled...). Inquiries with extra info show it under the label.

export type StatusBadgeProps =
  | { kind: 'booking'; status: BookingStatus; cancelledBy?: 'guest' | 'owner' | null }
  | { kind: 'request'; status: RequestStatus; cancelledBy?: undefined }
  | { kind: 'inquiry'; status: InquiryStatus; cancelledBy?: undefined };

function look(props: StatusBadgeProps): { messageId: string; tone: StatusTone; disabled: boolean; infoId: string | null } {
  switch (props.kind) {
    case 'booking':
      return { messageId: `bookings.status.${bookingStatusKey(props.status, props.cancelledBy ?? null)}`, tone: BOOKING_STATUS_TONE[props.status], disabled: false, infoId: null };
    case 'request':
      return { messageId: `bookings.status.request.${props.status}`, ...REQUEST_STATUS_LOOK[props.status], infoId: null };
    case 'inquiry': {
      const { tone, disabled, withInfo } = INQUIRY_STATUS_LOOK[props.status];
      return { messageId: `bookings.status.inquiry.${props.status}`, tone, disabled, infoId: withInfo ? `bookings.status.inquiryInfo.${props.status}` : null };
    }
  }
}

export function StatusBadge(props: StatusBadgeProps) {
  const { messageId, tone, disabled, infoId } = look(props);
  return (
    <span className="stay-status">
      <span className={`stay-status__label stay-status__label--${tone}${disabled ? ' stay-status__label--disabled' : ''}`} data-tone={tone}>
        <FormattedMessage id={messageId} />
      </span>
      {infoId && (
        <span className="stay-status__info">
          <FormattedMessage id={infoId} />
        </span>
      )}
    </span>
  );
}
