import type { CalendarEvent } from '../../src/shared/schemas/availability';
import { addDays } from '../../src/shared/domain/availability/dates';

// The benchmark's data: 12 months from FIRST_DAY with N events of one unit (bookings, requests,
// inquiries, host blocks and imported events; 1 to 5 nights, overlapping as they fall), and a
// price and state for every day. Deterministic (a fixed seed), so every run draws the same year.

export const FIRST_MONTH = '2026-01';
export const FIRST_DAY = `${FIRST_MONTH}-01`;
export const DAYS = 365;

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SOURCES = ['booking', 'booking', 'booking', 'booking_request', 'inquiry', 'manual', 'external'] as const;
const GUESTS = ['Sophie M.', 'Marco B.', 'Claire D.', 'Jonas B.', 'Hannah K.', 'Lena W.', 'Emma S.', 'Lars N.'];

export function benchEvents(count: number, seed = 42): CalendarEvent[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => {
    const source = SOURCES[Math.floor(random() * SOURCES.length)]!;
    const dateFrom = addDays(FIRST_DAY, Math.floor(random() * (DAYS - 1)));
    const dateTo = addDays(dateFrom, 1 + Math.floor(random() * 5));
    const guest = source === 'booking' || source === 'booking_request' || source === 'inquiry' ? GUESTS[i % GUESTS.length]! : null;
    return {
      id: `e${i}`,
      dateFrom,
      dateTo,
      source,
      booking: source === 'booking' ? `HP-${String(i).padStart(6, '0')}` : null,
      bookingRequest: source === 'booking_request' ? `HP-R${String(i).padStart(5, '0')}` : null,
      inquiry: source === 'inquiry' ? `HP-Q${String(i).padStart(5, '0')}` : null,
      external: source === 'external',
      externalName: source === 'external' ? 'Airbnb' : null,
      label: guest ?? (source === 'external' ? 'Reserved' : null),
      overlapsBooking: false,
      children: [],
    };
  });
}

export function benchDays(events: readonly CalendarEvent[]) {
  const days = new Map<string, { price: number; state: 'available' | 'blocked' }>();
  for (let i = 0; i < DAYS; i++) days.set(addDays(FIRST_DAY, i), { price: 80 + (i % 7) * 10, state: 'available' });
  for (const e of events) for (let d = e.dateFrom; d < e.dateTo; d = addDays(d, 1)) if (days.has(d)) days.get(d)!.state = 'blocked';
  return days;
}
