// The decision components of the bookings feature, used by the calendar's stay sidebars. One
// import point, so the calendar follows wherever the bookings feature keeps them.
export { CancelStayAction } from '../../bookings/actions/cancel-stay-action';
export { InquiryActions } from '../../bookings/actions/inquiry-actions';
export { RequestActions } from '../../bookings/actions/request-actions';
export { StatusBadge } from '../../bookings/actions/status-badge';
