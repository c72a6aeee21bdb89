import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { QuoteLineView, StayQuoteView } from '../../../shared/schemas/stay-quote';
import { DEFAULT_LOCALE, toLocale } from '../../../shared/i18n/locales';
import { fetchPropertiesConfiguration, listingKeys } from '../../api/listing';
import { useStayFormat } from './stay-format';

// What the guest pays for the stay, line by line as the quote was counted when they booked
// (nights, extra guests, discount, extras, taxes), the total, and the security deposit apart
// (it is refunded, so it is not in the total). Without a stored quote only the total is shown.

/** Extra services are named in the host's language by the properties configuration. */
function useServiceLabel(enabled: boolean) {
  const intl = useIntl();
  const locale = toLocale(intl.locale) ?? DEFAULT_LOCALE;
  const configuration = useQuery({
    queryKey: listingKeys.configuration(locale),
    queryFn: ({ signal }) => fetchPropertiesConfiguration(locale, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
  const services = configuration.data?.extraCharges.serviceTypes;
  return (code: string) => services?.find((s) => s.value === code)?.label ?? intl.formatMessage({ id: 'bookings.details.quote.extra' });
}

function LineLabel({ line, serviceLabel }: { line: QuoteLineView; serviceLabel: (code: string) => string }) {
  const intl = useIntl();
  switch (line.kind) {
    case 'accommodation':
      return <FormattedMessage id="bookings.details.quote.nights" values={{ count: line.quantity }} />;
    case 'extraGuests':
      return <FormattedMessage id="bookings.details.quote.extraGuests" values={{ count: line.quantity }} />;
    case 'discount':
      return <FormattedMessage id="bookings.details.quote.discount" values={{ percent: intl.formatNumber((line.percent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 }) }} />;
    case 'extraCharge':
      return <>{serviceLabel(line.code)}</>;
    case 'tax':
      // Named by the host ("Tourist tax"); quotes kept from before names, and nameless taxes, read "Local tax".
      return line.name ? <>{line.name}</> : <FormattedMessage id="bookings.details.quote.tax" />;
  }
}

export function QuoteLines({ quote, totalAmount, currency }: { quote: StayQuoteView | null; totalAmount: number; currency: string }) {
  const format = useStayFormat();
  const breakdown = quote?.quote;
  const money = (n: number) => format.money(n, breakdown?.currency ?? currency);
  const serviceLabel = useServiceLabel(!!breakdown?.lines.some((l) => l.kind === 'extraCharge'));
  return (
    <section className="stay-details__section" aria-labelledby="stay-quote-title">
      <h2 id="stay-quote-title" className="section-title">
        <FormattedMessage id="bookings.details.quote.title" />
      </h2>
      <table className="stay-quote">
        {breakdown && (
          <tbody>
            {breakdown.lines.map((line, i) => (
              <tr key={`${line.kind}-${line.code}-${i}`} className={`stay-quote__line stay-quote__line--${line.kind}`}>
                <th scope="row">
                  <LineLabel line={line} serviceLabel={serviceLabel} />
                </th>
                <td>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        )}
        <tfoot>
          <tr className="stay-quote__total">
            <th scope="row">
              <FormattedMessage id="bookings.details.quote.total" />
            </th>
            <td data-testid="stay-total">{money(totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      {breakdown?.deposit != null && breakdown.deposit > 0 && (
        <p className="stay-quote__deposit">
          <FormattedMessage id="bookings.details.quote.deposit" values={{ amount: money(breakdown.deposit) }} />
        </p>
      )}
    </section>
  );
}
