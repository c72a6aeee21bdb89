import type { NotificationType } from '../../../shared/schemas/user-interactions';

// One line icon per notification type (24 px grid, currentColor); decorative beside the title.
const PATHS: Record<NotificationType, string> = {
  newRequest: 'M4 6h16v12H4zM4 7l8 6 8-6',
  discountPromotion: 'M4 12l8-8h8v8l-8 8zM15.5 8.5v.01',
  instantBooking: 'M13 3L5 14h6l-1 7 8-11h-6z',
  instantBookingAll: 'M13 3L5 14h6l-1 7 8-11h-6z',
  instantBookingSome: 'M13 3L5 14h6l-1 7 8-11h-6z',
  requiredCodiceIdentificationNumber: 'M5 4h14v16H5zM8 9h8M8 13h8M8 17h5',
  describeIdealGuest: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  importOverlap: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v3M12 18.5v.01',
};

export function NotificationIcon({ type }: { type: NotificationType }) {
  return (
    <span className={`notification-item__icon notification-item__icon--${type}`} aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d={PATHS[type]} />
      </svg>
    </span>
  );
}
