import type { ReactNode } from 'react';
import { useIntl } from '../../../i18n/intl';

// The pieces the money tables share: a table that scrolls sideways on a phone inside a region the
// keyboard can reach (and scroll), and the count-and-amounts cells of a totals row.

export function ScrollingTable({ labelledBy, testId, children }: { labelledBy: string; testId: string; children: ReactNode }) {
  return (
    <div className="money-table-scroll" tabIndex={0} aria-labelledby={labelledBy}>
      <table className="money-table" data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

export const formatMoney = (intl: ReturnType<typeof useIntl>, amount: number, currency: string) => intl.formatNumber(amount, { style: 'currency', currency });

export interface Totals {
  count: number;
  gross: number;
  commission: number;
  net: number;
  currency: string;
}

/** The bookings counted and their gross, commission and payout, in the totals' one currency. */
export function TotalsCells({ totals }: { totals: Totals }) {
  const intl = useIntl();
  return (
    <>
      <td className="money-table__amount">{totals.count}</td>
      <td className="money-table__amount">{formatMoney(intl, totals.gross, totals.currency)}</td>
      <td className="money-table__amount">{formatMoney(intl, totals.commission, totals.currency)}</td>
      <td className="money-table__amount">{formatMoney(intl, totals.net, totals.currency)}</td>
    </>
  );
}
