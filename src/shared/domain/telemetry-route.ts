import { findRoute } from './route-access';
import { pathOnly } from './telemetry';

// The route pattern a web-vitals reading is filed under (AS §9). Apart from
// telemetry.ts because it needs the route table, which the error reporter in the first chunk
// does not.

/** A page outside the route table (the not-found page) is counted as one route. */
export const OTHER_ROUTE = '(other)';

/**
 * The route pattern of a page ('/properties/:propertyId'), never the address itself: metrics are
 * compared per page kind, and ids of properties or stays stay out of the statistics. A pattern
 * maps to itself, so the server can apply it again to what the browser sent.
 */
export function routePatternOf(pathname: string): string {
  return findRoute(pathOnly(pathname))?.path ?? OTHER_ROUTE;
}
