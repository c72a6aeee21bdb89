import { addDays } from '../../../src/shared/domain/availability/dates';
import { demoToday } from '../../../src/server/db/demo-today';

/**
 * A day n days from the demo properties' today. The seed places the demo stays from that day
 * (src/server/db/demo-today.ts), and the calendar marks it as today; near midnight UTC it is not
 * the UTC day, so journeys never count days from the UTC date.
 */
export const demoDay = (n: number) => addDays(demoToday(), n);
