import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { dac7ReportCsv, dac7Years } from '../services/reports/dac7-report';
import { attachmentDisposition, dac7ReportFileName } from '../../shared/domain/reports/dac7';
import { Dac7ReportQuerySchema, Dac7YearParamSchema } from '../../shared/schemas/reports';
import { csvSeparatorNameFor } from '../../shared/domain/csv';

// The DAC7 tax report (AS §2.7, AS §7 Reports and reviews), mounted at /api/app/report
// (token required, host from the token):
//   GET /dac7/availability -> { years } (newest first)
//   GET /dac7/{year}       -> the CSV as an attachment named dac7-report-{year}.csv, with `;`
//                             between cells for de/fr/it and `,` for English (?separator=, ?hl=)
//                             (400 naming `year` when it is not a four-digit year; 404 when the
//                             year has nothing to report). The fixed path comes first.

export function reportsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/dac7/availability', async (c) => c.json({ years: await dac7Years(db(), c.get('host').id) }));
  r.get('/dac7/:year', validate('param', Dac7YearParamSchema), validate('query', Dac7ReportQuerySchema), async (c) => {
    const { year } = c.req.valid('param');
    const query = c.req.valid('query');
    // The separator of the spreadsheet that opens it: asked for, or the language's (domain/csv.ts).
    const separator = query.separator ?? csvSeparatorNameFor(query.hl ?? c.get('host').locale);
    const csv = await dac7ReportCsv(db(), c.get('host'), year, separator);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(dac7ReportFileName(year)),
      'cache-control': 'no-store',
    });
  });
  return r;
}
