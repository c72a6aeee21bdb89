import type { Operation } from './operations';

// OpenAPI entries for iCal (export feed, imported calendars).
export const icalOperations: Operation[] = [];
