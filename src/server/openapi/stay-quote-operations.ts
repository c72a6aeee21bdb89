import type { Operation } from './operations';

// OpenAPI entries for pricing (stay quote).
export const stayQuoteOperations: Operation[] = [];
