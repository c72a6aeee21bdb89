import { todayIn } from '../../shared/domain/time/property-today';

/**
 * The demo properties are in Italy, Spain, Austria and France, whose zones share one day: their
 * stays, history and reviews are placed from that day (each property's "today" is its own zone's).
 * Kept apart from seed.ts so browser journeys can name the same days without loading the database code.
 */
export const DEMO_TIME_ZONE = 'Europe/Rome';
export const demoToday = (now = new Date()) => todayIn(DEMO_TIME_ZONE, now);
