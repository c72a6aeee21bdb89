import ICAL from 'ical.js';

// The unit's own calendar for other platforms (RFC 5545). Each reserved stay is an all-day event
// whose DTEND is the check-out day. It carries no guest data: whoever has the URL learns only
// which nights are taken.

export interface ExportStay {
  /** The row's id: the UID stays the same from one read to the next, so importers update, not duplicate. */
  id: string;
  dateFrom: string;
  dateTo: string;
  /** booking: a stay; hold: a pending request or open inquiry; block: closed by the host. */
  kind: 'booking' | 'hold' | 'block';
}

export const EXPORT_PRODID = '-//Host Portal//Unit calendar 1.0//EN';

// Other channels only need "busy"; the words say why without any guest data.
const SUMMARY: Record<ExportStay['kind'], string> = { booking: 'Reserved', hold: 'On hold', block: 'Not available' };

const dateValue = (day: string) => ICAL.Time.fromDateString(day);

export function exportIcal(stays: ExportStay[], options: { calendarName?: string; now?: Date } = {}): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', EXPORT_PRODID);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  if (options.calendarName) calendar.updatePropertyWithValue('x-wr-calname', options.calendarName);
  const stamp = ICAL.Time.fromJSDate(options.now ?? new Date(), true);
  for (const stay of stays) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `${stay.id}@host-portal`);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', dateValue(stay.dateFrom));
    event.updatePropertyWithValue('dtend', dateValue(stay.dateTo));
    event.updatePropertyWithValue('summary', SUMMARY[stay.kind]);
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  // ical.js folds long lines and ends lines with CRLF, as RFC 5545 asks.
  return `${calendar.toString()}\r\n`;
}
