import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { QuoteLineView, StayQuoteView } from '../../../shared/schemas/stay-quote';
import { Spinner } from '../../ui/spinner';

// The live price of the stay the guest is choosing: each line of the public quote (nights, extra
// guests, discount, each extra service by its name, each tax by how it is charged), the total, and the security deposit apart (it is refunded, so
// it is not in the total). A stay the host's rules refuse shows no price: the fields say why.

function LineLabel({ line, money }: { line: QuoteLineView; money: (n: number) => string }) {
  const intl = useIntl();
  const times = { quantity: line.quantity, rate: money(line.rate ?? 0) };
  switch (line.kind) {
    case 'accommodation':
      return <FormattedMessage id="guest-stay.quote.nights" values={{ count: line.quantity }} />;
    case 'extraGuests':
      return <FormattedMessage id="guest-stay.quote.extraGuests" values={{ count: line.quantity }} />;
    case 'discount':
      return <FormattedMessage id="guest-stay.quote.discount" values={{ percent: intl.formatNumber((line.percent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 }) }} />;
    case 'extraCharge': {
      // The public quote names the service (line.label); a quote without it keeps the generic word.
      const service = line.label ?? intl.formatMessage({ id: 'guest-stay.quote.extra' });
      return line.quantity > 1 && line.rate != null ? <FormattedMessage id="guest-stay.quote.extraTimes" values={{ service, ...times }} /> : <>{service}</>;
    }
    case 'tax':
      // Named by the host ("Tourist tax"), with how much of it; a nameless tax reads by how it is charged.
      if (line.name) return line.quantity > 1 && line.rate != null ? <FormattedMessage id="guest-stay.quote.extraTimes" values={{ service: line.name, ...times }} /> : <>{line.name}</>;
      return <FormattedMessage id={`guest-stay.quote.tax.${line.code}`} values={times} />;
  }
}

export type QuoteState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; quote: StayQuoteView };

export function QuoteSummary({ state }: { state: QuoteState }) {
  const intl = useIntl();
  const body = () => {
    switch (state.kind) {
      case 'idle':
        return (
          <p className="guest-stay__quote-hint">
            <FormattedMessage id="guest-stay.quote.idle" />
          </p>
        );
      case 'loading':
        return <Spinner label={intl.formatMessage({ id: 'guest-stay.quote.loading' })} inline size="small" />;
      case 'failed':
        return (
          <p className="form-field__error">
            <FormattedMessage id="guest-stay.quote.failed" />
          </p>
        );
      case 'ready': {
        const { quote } = state;
        if (!quote.bookable)
          return (
            <p className="guest-stay__quote-hint">
              <FormattedMessage id="guest-stay.quote.notBookable" />
            </p>
          );
        const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: quote.quote.currency });
        return (
          <>
            <table className="guest-stay__quote-table">
              <tbody>
                {quote.quote.lines.map((line, i) => (
                  <tr key={`${line.kind}-${line.code}-${i}`}>
                    <th scope="row">
                      <LineLabel line={line} money={money} />
                    </th>
                    <td>{money(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="guest-stay__quote-total">
                  <th scope="row">
                    <FormattedMessage id="guest-stay.quote.total" />
                  </th>
                  <td data-testid="guest-stay-total">{money(quote.quote.total)}</td>
                </tr>
              </tfoot>
            </table>
            {quote.quote.deposit != null && quote.quote.deposit > 0 && (
              <p className="guest-stay__quote-hint">
                <FormattedMessage id="guest-stay.quote.deposit" values={{ amount: money(quote.quote.deposit) }} />
              </p>
            )}
          </>
        );
      }
    }
  };
  return (
    <section className="guest-stay__quote" aria-labelledby="guest-stay-quote-title" aria-live="polite">
      <h2 id="guest-stay-quote-title" className="guest-stay__subtitle">
        <FormattedMessage id="guest-stay.quote.title" />
      </h2>
      {body()}
    </section>
  );
}
