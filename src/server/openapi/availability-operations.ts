import type { Operation } from './operations';

// OpenAPI entries for availability (unavailabilities, calendar events).
export const availabilityOperations: Operation[] = [];
