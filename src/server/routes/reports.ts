import { defineRoutes } from '../http/route-table';
import { dac7ReportCsv, dac7Years } from '../services/reports/dac7-report';
import { attachmentDisposition, dac7ReportFileName } from '../../shared/domain/reports/dac7';
import { Dac7AvailabilitySchema, Dac7ReportQuerySchema, Dac7YearParamSchema } from '../../shared/schemas/reports';
import { csvSeparatorNameFor } from '../../shared/domain/csv';

// The DAC7 tax report (AS §2.7, AS §7 Reports and reviews), mounted at /api/app/report
// (token required, host from the token):
//   GET /dac7/availability -> { years } (newest first)
//   GET /dac7/{year}       -> the CSV as an attachment named dac7-report-{year}.csv, with `;`
//                             between cells for de/fr/it and `,` for English (?separator=, ?hl=)
//                             (400 naming `year` when it is not a four-digit year; 404 when the
//                             year has nothing to report). The fixed path comes first.

export const reportsRoutes = defineRoutes('/api/app/report', 'insights', (route) => {
  route.get(
    '/dac7/availability',
    { summary: 'Years with a DAC7 report (a booking checking in that year, up to this year), newest first', auth: true, response: Dac7AvailabilitySchema },
    async (c, _, { database }) => c.json({ years: await dac7Years(database.db, c.get('host').id) }),
  );
  route.get(
    '/dac7/:year',
    {
      summary:
        'The DAC7 report of a year as CSV (attachment dac7-report-{year}.csv): the seller, and per listing, currency and quarter the consideration, fees, taxes, stays and days rented (400 naming year; 404 when the year has nothing to report). UTF-8 with a byte order mark, cells separated by separator (comma or semicolon), else by the language of hl or of the host (semicolon for de, fr, it), formula-like cells prefixed with an apostrophe',
      auth: true,
      params: Dac7YearParamSchema,
      query: Dac7ReportQuerySchema,
    },
    async (c, { params, query }, { database }) => {
      const { year } = params;
      // The separator of the spreadsheet that opens it: asked for, or the language's (domain/csv.ts).
      const separator = query.separator ?? csvSeparatorNameFor(query.hl ?? c.get('host').locale);
      const csv = await dac7ReportCsv(database.db, c.get('host'), year, separator);
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachmentDisposition(dac7ReportFileName(year)),
        'cache-control': 'no-store',
      });
    },
  );
});
