// The calendar's unit selector (HC §5, HC §9): a search waits until the host pauses
// typing for this long, so one request goes out per search, not one per key.
export const UNIT_SEARCH_DEBOUNCE_MS = 500;
/** Properties per page of the selector's results; a new search starts again at page 1. */
export const UNIT_SELECTOR_PAGE_SIZE = 20;
