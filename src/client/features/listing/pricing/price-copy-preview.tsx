import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { PriceFormValues } from './price-form-model';

// What "Copy from unit …" would put into the price step, as the host checks it before confirming:
// the price, the stay, discounts, deposit, every tax (by its name, else its number) and the extra
// charges; the remaining fields are named together in one line.

export function PriceCopyPreview({ values, currency }: { values: PriceFormValues; currency: string }) {
  const intl = useIntl();
  const orNone = (s: string) => (s.trim() === '' ? intl.formatMessage({ id: 'listing.unitCopy.none' }) : s);
  return (
    <ul>
      <li>
        <FormattedMessage id="listing.unitCopy.price.nightly" values={{ currency, amount: values.nightlyPrice }} />
      </li>
      <li>
        <FormattedMessage id="listing.unitCopy.price.stay" values={{ min: values.minStay, max: values.maxStay }} />
      </li>
      <li>
        <FormattedMessage id="listing.unitCopy.price.discounts" values={{ weekly: orNone(values.weeklyDiscount), monthly: orNone(values.monthlyDiscount) }} />
      </li>
      <li>
        <FormattedMessage id="listing.unitCopy.price.deposit" values={{ currency, amount: orNone(values.securityDeposit) }} />
      </li>
      <li>
        <FormattedMessage id="listing.unitCopy.price.taxes" values={{ count: values.taxes.length }} />
        {values.taxes.length > 0 && (
          <ul>
            {values.taxes.map((t, i) => (
              <li key={t.key}>
                <FormattedMessage
                  id="listing.unitCopy.price.tax"
                  values={{
                    name: t.name.trim() || intl.formatMessage({ id: 'listing.pricing.taxes.row' }, { n: i + 1 }),
                    amount: t.value,
                    currency,
                    charged: intl.formatMessage({ id: `listing.pricing.taxes.feeType.${t.feeType}` }),
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </li>
      <li>
        <FormattedMessage id="listing.unitCopy.price.extras" values={{ count: values.extraCharges.length }} />
      </li>
      <li>
        <FormattedMessage id="listing.unitCopy.price.rest" />
      </li>
    </ul>
  );
}
