// The decision components of the bookings feature, used by the calendar's stay sidebars. One
// import point, so the calendar follows wherever the bookings feature keeps them.
export { CancelBookingAction, InquiryActions, RequestActions, StatusBadge } from '../../bookings/action-slots';
