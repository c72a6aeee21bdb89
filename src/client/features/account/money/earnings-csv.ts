import { EARNINGS_CSV_COLUMNS, earningsCsv } from '../../../../shared/domain/earnings';
import type { EarningsView } from '../../../../shared/schemas/account-money';
import { saveFile } from '../../../ui/save-file';
import { csvSeparatorNameFor } from '../../../../shared/domain/csv';

// The earnings table as a CSV file: the same lines and the same cents the server computed
// (shared/domain/earnings.ts), written by the portal's CSV rule (shared/domain/csv.ts) with the
// cell separator of the page's language, so a double click opens it in columns.
export function earningsCsvOf(view: EarningsView, locale = 'en-US'): string {
  return earningsCsv(
    EARNINGS_CSV_COLUMNS,
    view.lines.map((l) => [l.checkIn, l.checkOut, l.guestName, l.unitTitle ?? '', l.code, l.status, l.plan, l.commissionPercent, l.gross.toFixed(2), l.commission.toFixed(2), l.net.toFixed(2), l.currency]),
    csvSeparatorNameFor(locale),
  );
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  saveFile(new Blob([text], { type }), fileName);
}
