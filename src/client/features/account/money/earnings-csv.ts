import { EARNINGS_CSV_COLUMNS, earningsCsv } from '../../../../shared/domain/earnings';
import type { EarningsView } from '../../../../shared/schemas/account-money';
import { saveFile } from '../../../ui/save-file';

// The earnings table as a CSV file: the same lines and the same cents the server computed
// (shared/domain/earnings.ts), plain numbers with a dot so any spreadsheet reads them.
export function earningsCsvOf(view: EarningsView): string {
  return earningsCsv(
    EARNINGS_CSV_COLUMNS,
    view.lines.map((l) => [l.checkIn, l.checkOut, l.guestName, l.unitTitle ?? '', l.code, l.status, l.plan, l.commissionPercent, l.gross.toFixed(2), l.commission.toFixed(2), l.net.toFixed(2), l.currency]),
  );
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  saveFile(new Blob([text], { type }), fileName);
}
