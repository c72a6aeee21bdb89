import type { IntlShape } from '../../i18n/intl';
import { MAX_RANGE_DAYS } from '../../../shared/schemas/availability';
import type { BlockRangeProblem, BlockRangeProblems } from '../../../shared/domain/availability/block-range';
import { isErrorKey } from '../../../shared/domain/api-errors';
import { fieldErrorText } from '../../forms/field-error-text';
import { generalErrorTexts } from '../../api/error-text';
import { toApiError } from '../../api/http';

// What the closed-dates form says at its two fields: its own checks (the shared rules) and the
// server's refusals, which name the field. The server's reasons are the contract's English
// sentences (src/shared/schemas/availability.ts, services/availability.ts); the known ones are
// shown in the host's language, anything else as the generic "not valid".

type Formatter = Pick<IntlShape, 'formatMessage'>;
export type DayField = 'dateFrom' | 'dateTo';
export type FieldTexts = Partial<Record<DayField, string>>;

const KNOWN_REASONS: [RegExp, BlockRangeProblem][] = [
  [/in the past/, 'past'],
  [/before dateFrom/, 'endBeforeStart'],
  [/must be a date/, 'format'],
  [/at most/, 'tooLong'],
];

export const problemText = (intl: Formatter, problem: BlockRangeProblem) =>
  intl.formatMessage({ id: `availability.problem.${problem}` }, { max: MAX_RANGE_DAYS });

export function problemTexts(intl: Formatter, problems: BlockRangeProblems): FieldTexts {
  const out: FieldTexts = {};
  for (const [field, problem] of Object.entries(problems) as [DayField, BlockRangeProblem][]) out[field] = problemText(intl, problem);
  return out;
}

/** A refused call: texts at the fields it names, everything else as one general text. */
export function refusalTexts(intl: Formatter, error: unknown): { fields: FieldTexts; general: string | null } {
  const failure = toApiError(error);
  const fields: FieldTexts = {};
  const unclaimed: string[] = [];
  for (const [name, messages] of Object.entries(failure.fields)) {
    const field = name.replace(/^(body|query)\./, '');
    if (field !== 'dateFrom' && field !== 'dateTo') {
      unclaimed.push(...messages);
      continue;
    }
    const known = messages.map((m) => KNOWN_REASONS.find(([re]) => re.test(m))?.[1]).find(Boolean);
    fields[field] = known ? problemText(intl, known) : fieldErrorText(intl, messages.filter(isErrorKey));
  }
  const hasGeneral = failure.general.length > 0 || unclaimed.length > 0 || Object.keys(fields).length === 0;
  return { fields, general: hasGeneral ? generalErrorTexts(intl, failure, unclaimed).join(' ') : null };
}
