import type { IntlShape } from '../../../i18n/intl';
import { NIGHTLY_PRICE_MAX, NIGHTLY_PRICE_MIN } from '../../../../shared/domain/publishability';
import { STAY_MAX, STAY_MIN } from '../../../../shared/schemas/price-configuration';
import { markingState, type MarkingState } from '../../../../shared/domain/availability/day-states';
import type { CalendarEvents } from '../../../../shared/schemas/availability';
import type { PriceList } from '../../../api/calendar';
import { isErrorKey } from '../../../../shared/domain/api-errors';
import { fieldErrorText } from '../../../forms/field-error-text';
import { generalErrorTexts } from '../../../api/error-text';
import { toApiError } from '../../../api/http';

// The sidebar's pure rules: the marked range's state (shared markingState rule), the value all
// days share (to prefill), the checks before sending (the server's bounds) and what changed.

export type PriceField = 'price' | 'minimalLengthOfStay';
export type PriceFieldTexts = Partial<Record<PriceField, string>>;
type Formatter = Pick<IntlShape, 'formatMessage'>;

export const FIELD_BOUNDS: Record<PriceField, { min: number; max: number; whole: boolean }> = {
  price: { min: NIGHTLY_PRICE_MIN, max: NIGHTLY_PRICE_MAX, whole: false },
  minimalLengthOfStay: { min: STAY_MIN, max: STAY_MAX, whole: true },
};

/** The state of days [from, to] from the events answer (which runs past `to`, so it is cut). */
export function rangeState(events: CalendarEvents, from: string, to: string): MarkingState {
  return markingState(events.days.filter((d) => d.date >= from && d.date <= to).map((d) => d.state));
}

/** The one value every day of [from, to] has, or null when they differ (or no day is known). */
export function sharedValue(prices: PriceList, from: string, to: string, pick: (item: PriceList['items'][number]) => number): number | null {
  const values = new Set(prices.items.filter((i) => i.date >= from && i.date <= to).map(pick));
  return values.size === 1 ? [...values][0]! : null;
}

export type FieldProblem = 'required' | 'number' | 'whole' | 'range';

/** A typed value against its field's bounds; undefined when it is fine. */
export function fieldProblem(field: PriceField, text: string): FieldProblem | undefined {
  const bounds = FIELD_BOUNDS[field];
  if (text.trim() === '') return 'required';
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value)) return 'number';
  if (bounds.whole && !Number.isInteger(value)) return 'whole';
  if (value < bounds.min || value > bounds.max) return 'range';
  return undefined;
}

export const problemText = (intl: Formatter, field: PriceField, problem: FieldProblem) =>
  intl.formatMessage({ id: `calendar.sidebar.problem.${field}.${problem}` }, { min: FIELD_BOUNDS[field].min, max: FIELD_BOUNDS[field].max });

export const parseValue = (text: string) => Number(text.replace(',', '.'));

/**
 * What to send: the fields whose typed text differs from the shared value they started with.
 * An empty field that started empty (days differ) is left out, not refused.
 */
export function changedFields(typed: Record<PriceField, string>, initial: Record<PriceField, number | null>): { change: Partial<Record<PriceField, number>>; problems: Partial<Record<PriceField, FieldProblem>> } {
  const change: Partial<Record<PriceField, number>> = {};
  const problems: Partial<Record<PriceField, FieldProblem>> = {};
  for (const field of ['price', 'minimalLengthOfStay'] as const) {
    const text = typed[field].trim();
    if (text === '' && initial[field] === null) continue;
    if (text !== '' && initial[field] !== null && parseValue(text) === initial[field]) continue;
    const problem = fieldProblem(field, text);
    if (problem) problems[field] = problem;
    else change[field] = parseValue(text);
  }
  return { change, problems };
}

const KNOWN_REASONS: [RegExp, FieldProblem][] = [
  [/at least|at most/, 'range'],
  [/whole number/, 'whole'],
];

/** A refused save: texts at the fields it names, everything else as one general text. */
export function refusalTexts(intl: Formatter, error: unknown): { fields: PriceFieldTexts; general: string | null } {
  const failure = toApiError(error);
  const fields: PriceFieldTexts = {};
  const unclaimed: string[] = [];
  for (const [name, messages] of Object.entries(failure.fields)) {
    const field = name.replace(/^(body|query)\./, '');
    if (field !== 'price' && field !== 'minimalLengthOfStay') {
      unclaimed.push(...messages);
      continue;
    }
    const known = messages.map((m) => KNOWN_REASONS.find(([re]) => re.test(m))?.[1]).find(Boolean);
    fields[field] = known ? problemText(intl, field, known) : fieldErrorText(intl, messages.filter(isErrorKey));
  }
  const hasGeneral = failure.general.length > 0 || unclaimed.length > 0 || Object.keys(fields).length === 0;
  return { fields, general: hasGeneral ? generalErrorTexts(intl, failure, unclaimed).join(' ') : null };
}
