import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type * as v from 'valibot';
import type { Unit } from '../../../../shared/schemas/unit';
import type { PromotionConfigurationSchema, PromotionListSchema } from '../../../../shared/schemas/unit-marketing';
import { togglePromotion } from '../api';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import type { StepDefinition } from '../step-definition';
import { usePromotions } from '../api';
import '../pricing/pricing.css';

// Step "price-and-availability/promotions": the promotions the server offers, each with its
// discount and a switch (HC §3 Promotion, HC §4 "toggled with a state flag"). Save sends one
// switch call per promotion the host changed.

type Configuration = v.InferOutput<typeof PromotionConfigurationSchema>;
type Promotions = v.InferOutput<typeof PromotionListSchema>;

export function PromotionsStep({ unit }: { unit: Unit }) {
  const { configuration, state } = usePromotions(unit);
  if (!configuration.data || !state.data) {
    return (
      <StepLoading failed={configuration.isError || state.isError} onRetry={() => void Promise.all([configuration.refetch(), state.refetch()])} />
    );
  }
  return <PromotionsForm configuration={configuration.data} promotions={state.data} />;
}

/** Texts come as keys `promotion.<type>.<text>`; the listing scope holds them under listing.pricing. */
const textKey = (key: string | undefined) => `listing.pricing.${key}`;

function PromotionsForm({ configuration, promotions }: { configuration: Configuration; promotions: Promotions }) {
  const intl = useIntl();
  const [initial] = useState<Record<string, boolean>>(() => Object.fromEntries(promotions.items.map((p) => [p.type, p.status === 'ACTIVE'])));
  const [active, setActive] = useState(initial);
  const serverErrors = useServerFieldErrors();
  const changed = Object.fromEntries(Object.entries(active).filter(([type, on]) => initial[type] !== on));

  return (
    <StepFrame values={{ promotions: changed }} dirty={Object.keys(changed).length > 0} valid>
      <p className="form-field__hint">
        <FormattedMessage id="listing.pricing.promotions.intro" />
      </p>
      {configuration.items.length === 0 && (
        <p className="pricing-rows__empty">
          <FormattedMessage id="listing.pricing.promotions.empty" />
        </p>
      )}
      {serverErrors.type && (
        <p role="alert" className="form-field__error">
          {serverErrors.type}
        </p>
      )}
      {configuration.items.map((p) => {
        const id = `promotion-${p.type}`;
        return (
          <div key={p.type} className="pricing-promotion">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={active[p.type] ?? false}
              aria-describedby={`${id}-description`}
              onChange={(e) => setActive((old) => ({ ...old, [p.type]: e.target.checked }))}
            />
            <div className="pricing-promotion__text">
              <span className="pricing-promotion__title">
                {intl.formatMessage({ id: textKey(p.texts.title) })}{' '}
                <span className="pricing-promotion__discount">
                  <FormattedMessage id="listing.pricing.promotions.discount" values={{ discount: p.discount }} />
                </span>
              </span>
              <label htmlFor={id}>{intl.formatMessage({ id: textKey(p.texts.switchName) })}</label>
              <span id={`${id}-description`}>
                {intl.formatMessage({ id: textKey(p.texts.description) })} {intl.formatMessage({ id: textKey(p.texts.progressDescription) })}
              </span>
              <ul>
                {(['point1', 'point2', 'point3'] as const).map((point) => (
                  <li key={point}>{intl.formatMessage({ id: textKey(p.texts[point]) })}</li>
                ))}
              </ul>
              <span className="form-field__hint">{intl.formatMessage({ id: textKey(p.texts.footer) })}</span>
            </div>
          </div>
        );
      })}
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'price-and-availability-promotions',
  Form: ({ unit }) => <PromotionsStep unit={unit} />,
  save: async (ids, values) => {
    // One switch per call (the API's shape); in order, so a failure leaves the earlier ones saved and said.
    const changes = Object.entries((values.promotions ?? {}) as Record<string, boolean>);
    const results = [];
    for (const [type, on] of changes) results.push(await togglePromotion(ids.unitId, type, on));
    return results;
  },
};
