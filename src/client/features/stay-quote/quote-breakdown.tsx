import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { QuoteLineView, StayQuoteView } from '../../../shared/schemas/stay-quote';

// What a guest would pay, line by line as the server counted it; amounts in the host's locale.

/** Up to a week the nightly prices are shown open; a longer stay keeps them folded. */
export const OPEN_NIGHTS_UP_TO = 7;

type Quote = StayQuoteView['quote'];

function useMoney(currency: string) {
  const intl = useIntl();
  return (amount: number) => intl.formatNumber(amount, { style: 'currency', currency });
}

function LineLabel({ line, serviceLabel, money }: { line: QuoteLineView; serviceLabel: (type: string) => string; money: (n: number) => string }) {
  const intl = useIntl();
  const rate = line.rate == null ? '' : money(line.rate);
  switch (line.kind) {
    case 'accommodation':
      return <FormattedMessage id="stay-quote.line.accommodation" values={{ nights: line.quantity }} />;
    case 'extraGuests':
      return <FormattedMessage id="stay-quote.line.extraGuests" values={{ quantity: line.quantity }} />;
    case 'discount':
      return <FormattedMessage id={`stay-quote.discount.${line.code}`} values={{ percent: intl.formatNumber((line.percent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 }) }} />;
    case 'extraCharge':
      return line.quantity === 1 ? (
        <>{serviceLabel(line.code)}</>
      ) : (
        <FormattedMessage id="stay-quote.line.extraPerNight" values={{ service: serviceLabel(line.code), quantity: line.quantity, rate }} />
      );
    case 'tax':
      // The host's own name of the tax ("Tourist tax") when it has one, the generic one otherwise.
      return line.name ? (
        <FormattedMessage id={`stay-quote.taxNamed.${line.code}`} values={{ name: line.name, quantity: line.quantity, rate }} />
      ) : (
        <FormattedMessage id={`stay-quote.tax.${line.code}`} values={{ quantity: line.quantity, rate }} />
      );
  }
}

export function QuoteBreakdown({ quote, serviceLabel }: { quote: Quote; serviceLabel: (type: string) => string }) {
  const intl = useIntl();
  const money = useMoney(quote.currency);
  const night = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <div className="price-check__breakdown">
      <table className="price-check__lines">
        <caption className="visually-hidden">
          <FormattedMessage id="stay-quote.breakdown" />
        </caption>
        <tbody>
          {quote.lines.map((line, i) => (
            <tr key={`${line.kind}-${line.code}-${i}`} className={`price-check__line price-check__line--${line.kind}`}>
              <th scope="row">
                <LineLabel line={line} serviceLabel={serviceLabel} money={money} />
              </th>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="price-check__total">
            <th scope="row">
              <FormattedMessage id="stay-quote.total" />
            </th>
            <td data-testid="price-check-total">{money(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      {quote.nightly.length > 0 && (
        <details className="price-check__nights" open={quote.nightly.length <= OPEN_NIGHTS_UP_TO}>
          <summary>
            <FormattedMessage id="stay-quote.nightly" values={{ nights: quote.nightly.length }} />
          </summary>
          <ul>
            {quote.nightly.map((n) => (
              <li key={n.date}>
                <span>
                  {night(n.date)}
                  {n.source !== 'default' && (
                    <span className="price-check__source">
                      {' '}
                      <FormattedMessage id={`stay-quote.source.${n.source}`} />
                    </span>
                  )}
                </span>
                <span>{money(n.price)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {quote.deposit != null && quote.deposit > 0 && (
        <p className="price-check__deposit">
          <FormattedMessage id="stay-quote.deposit" values={{ amount: money(quote.deposit) }} />
        </p>
      )}
    </div>
  );
}
