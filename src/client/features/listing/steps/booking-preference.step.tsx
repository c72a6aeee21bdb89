import { useState } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { Unit } from '../../../../shared/schemas/unit';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { useUserInfo } from '../../../api/queries';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import { patchUnit } from '../../../api/listing';
import { guestsCanBook } from '../../../../shared/domain/commercial-model';
import { ChoiceList } from '../../../ui/choice-list';
import type { StepDefinition } from '../step-definition';

// Step "booking-preference": instant booking (onLine) or on request (onRequest), and the
// cancellation policy, both from the configuration. Guests of a subscription host only send
// inquiries, so that host is asked for the policy alone (the unit keeps taking requests,
// shared/domain/commercial-model.ts initialBookingType). A unit that has not chosen yet starts on the
// configuration's defaults; the wizard lets the host save them as they are (listing-steps canSaveStep).

type BookingType = 'onLine' | 'onRequest';
type Policy = PropertiesConfiguration['cancellationPolicy'][number]['value'];

export function BookingPreferenceStep({ unit }: { unit: Unit }) {
  const configuration = usePropertiesConfiguration();
  const user = useUserInfo();
  if (!configuration.data || !user.data) {
    return <StepLoading failed={configuration.isError || user.isError} onRetry={() => void (configuration.isError ? configuration.refetch() : user.refetch())} />;
  }
  return <BookingPreferenceForm unit={unit} configuration={configuration.data} guestsBook={guestsCanBook(user.data.commercialModel)} />;
}

function BookingPreferenceForm({ unit, configuration, guestsBook }: { unit: Unit; configuration: PropertiesConfiguration; guestsBook: boolean }) {
  const serverErrors = useServerFieldErrors();
  const policies = configuration.cancellationPolicy;
  const savedPolicy = policies.find((p) => p.value === unit.cancellationPolicy?.type)?.value ?? null;
  const saved = { bookingType: unit.bookingType, policy: savedPolicy };
  const [bookingType, setBookingType] = useState<BookingType | null>(
    unit.bookingType ?? (guestsBook ? (configuration.bookingType.find((b) => b.isDefault)?.value ?? null) : 'onRequest'),
  );
  const [policy, setPolicy] = useState<Policy | null>(savedPolicy ?? policies.find((p) => p.isDefault)?.value ?? null);

  return (
    <StepFrame
      values={{ bookingType, cancellationPolicy: policy ? { type: policy } : null }}
      dirty={bookingType !== saved.bookingType || policy !== saved.policy}
      valid={bookingType !== null && policy !== null}
    >
      {guestsBook && (
        <ChoiceList
          legend={<FormattedMessage id="listing.unitSteps.bookingType.legend" />}
          name="bookingType"
          choices={configuration.bookingType.map((b) => ({ value: b.value, label: b.label, description: b.description }))}
          value={bookingType}
          onChange={setBookingType}
          error={serverErrors.bookingType}
        />
      )}
      <ChoiceList
        legend={<FormattedMessage id="listing.unitSteps.policy.legend" />}
        name="cancellationPolicy"
        // Each policy's description states its refunds (configuration cancellation-policies.ts).
        choices={policies.map((p) => ({ value: p.value, label: p.label, description: p.description }))}
        value={policy}
        onChange={setPolicy}
        error={serverErrors['cancellationPolicy.type'] ?? serverErrors.cancellationPolicy}
      />
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'booking-preference',
  Form: ({ unit }) => <BookingPreferenceStep unit={unit} />,
  save: (ids, values) =>
    patchUnit(ids.unitId, { bookingType: values.bookingType as BookingType, cancellationPolicy: values.cancellationPolicy as { type: string } }),
};
