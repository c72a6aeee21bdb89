import type { IntlShape } from '../../../i18n/intl';

// A check's verdict as data (a listing.validation.* or listing.unitSteps.* key and its values), so
// the check stays pure and the form decides when to show it.
export interface Issue {
  id: string;
  values?: Record<string, string | number>;
}

export const issueText = (intl: IntlShape, issue: Issue | null | undefined) => (issue ? intl.formatMessage({ id: issue.id }, issue.values) : undefined);

/** A whole number from lo to hi typed into a field, or the issue with it. */
export function wholeNumberIssue(text: string, lo: number, hi: number): Issue | null {
  if (!text.trim()) return { id: 'listing.validation.required' };
  const n = Number(text);
  if (!Number.isInteger(n)) return { id: 'listing.validation.wholeNumber' };
  if (n < lo || n > hi) return { id: 'listing.validation.range', values: { min: lo, max: hi } };
  return null;
}
