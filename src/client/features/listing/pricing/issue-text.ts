import type { IntlShape } from '../../../i18n/intl';
import * as v from 'valibot';
import { PRICE_RULE } from '../../../../shared/schemas/price-configuration';
import type { PriceRuleIssue } from '../../../../shared/domain/price-rules';

// The shared schemas' verdicts in the host's words. The schemas (the server's own) decide what is
// wrong; this only chooses the text, by the kind of issue and its bound, so no rule is repeated.

type Formatter = Pick<IntlShape, 'formatMessage' | 'formatNumber'>;

const RULE_KEYS: Record<string, string> = {
  [PRICE_RULE.maxBelowMin]: 'listing.pricing.error.maxBelowMin',
  [PRICE_RULE.checkInOrder]: 'listing.pricing.error.checkInOrder',
  [PRICE_RULE.dateOrder]: 'listing.pricing.error.dateOrder',
  [PRICE_RULE.customNeedsNights]: 'listing.validation.required',
  [PRICE_RULE.noDays]: 'listing.pricing.error.noDays',
  [PRICE_RULE.repeatedDays]: 'listing.pricing.error.invalid',
};

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

export function issueText(intl: Formatter, issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'number':
      return intl.formatMessage({ id: isEmpty(issue.input) ? 'listing.validation.required' : 'listing.validation.number' });
    case 'min_value':
      return intl.formatMessage({ id: 'listing.pricing.error.min' }, { min: intl.formatNumber(requirement as number) });
    case 'max_value':
      return intl.formatMessage({ id: 'listing.pricing.error.max' }, { max: intl.formatNumber(requirement as number) });
    case 'integer':
      return intl.formatMessage({ id: 'listing.validation.wholeNumber' });
    case 'iso_date':
      return intl.formatMessage({ id: isEmpty(issue.input) ? 'listing.validation.required' : 'listing.pricing.error.date' });
    case 'string':
      return intl.formatMessage({ id: 'listing.validation.required' });
    case 'max_length':
      return intl.formatMessage({ id: 'listing.validation.tooLong' }, { max: requirement as number });
    default:
      return intl.formatMessage({ id: RULE_KEYS[issue.message] ?? (isEmpty(issue.input) ? 'listing.validation.required' : 'listing.pricing.error.invalid') });
  }
}

/** Every issue of a schema's verdict by dot path, first one per field, translated. */
export function issueTexts(intl: Formatter, issues: readonly v.BaseIssue<unknown>[] | undefined, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const path = v.getDotPath(issue);
    const name = prefix + (path ?? '');
    if (!(name in out)) out[name] = issueText(intl, issue);
  }
  return out;
}

/** The cross-entry rules (shared/domain/price-rules) in the host's words. */
export function ruleText(intl: Formatter, issue: PriceRuleIssue, seasonName?: (index: number) => string): string {
  if (issue.code === 'seasonOverlap') return intl.formatMessage({ id: 'listing.pricing.error.seasonOverlap' }, { season: seasonName?.(issue.other ?? 0) ?? String((issue.other ?? 0) + 1) });
  if (issue.code === 'listedTwice') return intl.formatMessage({ id: 'listing.pricing.error.listedTwice' });
  return intl.formatMessage({ id: 'listing.pricing.error.maxBelowMin' });
}
