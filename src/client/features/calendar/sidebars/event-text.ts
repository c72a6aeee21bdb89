import type { IntlShape } from '../../../i18n/intl';
import type { CalendarEvent } from '../../../../shared/schemas/availability';

// How a sidebar names an event: its kind, its code and who or what it is (the guest, or the
// imported calendar's name). Shared by the events and upcoming-bookings sidebars.

export const eventCode = (e: CalendarEvent) => e.booking ?? e.bookingRequest ?? e.inquiry;

export function eventKind(intl: IntlShape, e: CalendarEvent): string {
  if (e.source === 'external') return intl.formatMessage({ id: 'calendar.selection.title.event-details' });
  if (e.source === 'multi') return intl.formatMessage({ id: 'calendar.source.multi' }, { count: e.children.length });
  return intl.formatMessage({ id: `calendar.source.${e.source}` });
}

/** The guest's name, or for an imported event its calendar's name. */
export const eventWho = (intl: IntlShape, e: CalendarEvent): string | null =>
  e.source === 'external' || e.external ? (e.externalName ?? intl.formatMessage({ id: 'calendar.source.externalUnnamed' })) : e.label;

/** A stay's dates, check-in – check-out, in the host's locale (the stay's dateTo is the check-out day). */
export function stayDates(intl: IntlShape, e: { dateFrom: string; dateTo: string }): string {
  const f = (d: string) => intl.formatDate(new Date(`${d}T00:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return intl.formatMessage({ id: 'calendar.selection.events.dates' }, { checkIn: f(e.dateFrom), checkOut: f(e.dateTo) });
}
