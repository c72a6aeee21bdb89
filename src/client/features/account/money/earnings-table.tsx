import { FormattedDate, FormattedMessage, useIntl } from '../../../i18n/intl';
import type { EarningsView } from '../../../../shared/schemas/account-money';
import { formatMoney as money, ScrollingTable, TotalsCells } from './money-table';

// The year's bookings with gross, commission and payout, then the month totals and the year total
// (one row per currency: amounts of different currencies are never added up).

export function EarningsTable({ view }: { view: EarningsView }) {
  const intl = useIntl();
  return (
    <>
      <ScrollingTable labelledBy="earnings-caption" testId="earnings-table">
        <caption id="earnings-caption">
          <FormattedMessage id="account.money.earnings.table" values={{ year: view.year }} />
        </caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="account.money.earnings.col.checkIn" /></th>
            <th scope="col"><FormattedMessage id="account.money.earnings.col.guest" /></th>
            <th scope="col"><FormattedMessage id="account.money.earnings.col.unit" /></th>
            <th scope="col"><FormattedMessage id="account.money.earnings.col.code" /></th>
            <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.earnings.col.gross" /></th>
            <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.earnings.col.commission" /></th>
            <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.earnings.col.net" /></th>
            <th scope="col"><FormattedMessage id="account.money.earnings.col.status" /></th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((l) => (
            <tr key={l.bookingId} data-testid="earnings-line">
              <td><FormattedDate value={`${l.checkIn}T00:00:00Z`} timeZone="UTC" dateStyle="medium" /></td>
              <td>{l.guestName}</td>
              <td>{l.unitTitle ?? intl.formatMessage({ id: 'account.money.earnings.noUnitTitle' })}</td>
              <td>{l.code}</td>
              <td className="money-table__amount">{money(intl, l.gross, l.currency)}</td>
              <td className="money-table__amount">
                {money(intl, l.commission, l.currency)} ({intl.formatNumber(l.commissionPercent / 100, { style: 'percent', maximumFractionDigits: 1 })})
              </td>
              <td className="money-table__amount">{money(intl, l.net, l.currency)}</td>
              <td>
                <FormattedMessage id={l.status === 'CONFIRMED' ? 'account.money.earnings.status.confirmed' : 'account.money.earnings.status.completed'} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <h2 className="money-section__title" id="earnings-months-title">
        <FormattedMessage id="account.money.earnings.months.title" />
      </h2>
      <ScrollingTable labelledBy="earnings-months-title" testId="earnings-months">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="account.money.earnings.months.month" /></th>
            <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.earnings.months.count" /></th>
            <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.earnings.col.gross" /></th>
            <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.earnings.col.commission" /></th>
            <th scope="col" className="money-table__amount"><FormattedMessage id="account.money.earnings.col.net" /></th>
          </tr>
        </thead>
        <tbody>
          {view.months.flatMap((m) =>
            m.totals.map((t) => (
              <tr key={`${m.month}-${t.currency}`}>
                <th scope="row">{intl.formatDate(Date.UTC(view.year, m.month - 1, 1), { month: 'long', timeZone: 'UTC' })}</th>
                <TotalsCells totals={t} />
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          {view.totals.map((t) => (
            <tr key={t.currency} data-testid="earnings-total">
              <th scope="row"><FormattedMessage id="account.money.earnings.total" /></th>
              <TotalsCells totals={t} />
            </tr>
          ))}
        </tfoot>
      </ScrollingTable>
    </>
  );
}
