import * as v from 'valibot';
import { CSV_SEPARATORS, type CsvSeparatorName } from '../domain/csv';
import { LOCALES } from '../i18n/locales';

// The DAC7 report (AS §2.7, AS §7): GET /api/app/report/dac7/availability answers the
// years a report exists for, newest first; GET /api/app/report/dac7/{year} answers the CSV as an
// attachment (name in content-disposition; the browser falls back to report-{year}.csv).

export const Dac7AvailabilitySchema = v.object({ years: v.array(v.number()) });
export type Dac7Availability = v.InferOutput<typeof Dac7AvailabilitySchema>;

export const Dac7YearParamSchema = v.object({
  year: v.pipe(v.string(), v.regex(/^\d{4}$/, 'year must be a four-digit year'), v.transform(Number)),
});

/**
 * How the CSV is written for the spreadsheet that opens it (domain/csv.ts): `separator` names the
 * cell separator outright; otherwise it is the one of `hl` (the page's language), then of the
 * host's own language.
 */
export const Dac7ReportQuerySchema = v.object({
  separator: v.optional(v.picklist(Object.keys(CSV_SEPARATORS) as CsvSeparatorName[], 'separator must be comma or semicolon')),
  hl: v.optional(v.picklist(LOCALES, `hl must be one of ${LOCALES.join(', ')}`)),
});
