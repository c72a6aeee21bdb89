import { EARNINGS_CSV_COLUMNS, earningsCsv } from '../../../../shared/domain/earnings';
import type { EarningsView } from '../../../../shared/schemas/account-money';

// The earnings table as a CSV file: the same lines and the same cents the server computed
// (shared/domain/earnings.ts), plain numbers with a dot so any spreadsheet reads them.
export function earningsCsvOf(view: EarningsView): string {
  return earningsCsv(
    EARNINGS_CSV_COLUMNS,
    view.lines.map((l) => [l.checkIn, l.checkOut, l.guestName, l.unitTitle ?? '', l.code, l.status, l.plan, l.commissionPercent, l.gross.toFixed(2), l.commission.toFixed(2), l.net.toFixed(2), l.currency]),
  );
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is freed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
