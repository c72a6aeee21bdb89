import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { useQueryClient } from '@tanstack/react-query';
import { StepFrame } from '../../../forms/form-host';
import { StepLoading } from '../../../forms/step-loading';
import { Button } from '../../../ui/button';
import { fetchVerificationStatus, unitStepKeys } from '../api';
import { useVerificationData } from '../api';
import type { StepDefinition } from '../step-definition';
import type { StepIds } from '../../../forms/form-host';
import '../unit-steps/unit-steps.css';

// Step "listing-verification/status" (single-unit): where each platform's check stands after the
// declarations of the step before. "Check again" asks the server (GET .../verify); Save records the
// step once every platform has been declared (asking for the statuses once more on the way).

const TONE: Record<string, string> = { verified: 'success', validated: 'success', submitted: 'warning', not_listed: 'info', not_started: 'warning' };

export function VerificationStatusStep({ ids }: { ids: StepIds }) {
  const intl = useIntl();
  const client = useQueryClient();
  const data = useVerificationData(ids.unitId);
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  if (!data.ready) return <StepLoading failed={data.failed} onRetry={data.retry} />;
  const undeclared = data.providers.filter((p) => p.status === 'not_started');

  const checkAgain = async () => {
    setChecking(true);
    setCheckFailed(false);
    try {
      const answers = await Promise.all(data.providers.map((p) => fetchVerificationStatus(ids.unitId, p.provider)));
      answers.forEach((answer, i) => {
        const provider = data.providers[i].provider;
        client.setQueryData(unitStepKeys.verification(ids.unitId, provider), { ...data.providers[i], status: answer.status });
      });
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <StepFrame values={{ providers: data.providers.map((p) => p.provider) }} dirty={false} valid={undeclared.length === 0}>
      {undeclared.length > 0 && (
        <div role="alert" className="notice notice--warning">
          <p>
            <FormattedMessage id="listing.unitSteps.verificationStatus.undeclared" />
          </p>
        </div>
      )}
      {data.providers.map((p) => {
        const platform = intl.formatMessage({ id: `listing.unitSteps.verification.provider.${p.provider}` });
        return (
          <section key={p.provider} className="unit-status" aria-label={platform}>
            <span>{platform}</span>
            <span className={`unit-status__label unit-status__label--${TONE[p.status] ?? 'info'}`}>
              <FormattedMessage id={`listing.unitSteps.verificationStatus.${p.status}`} />
            </span>
            <span className="form-field__hint">
              <FormattedMessage id={`listing.unitSteps.verificationStatus.${p.status}.description`} values={{ platform }} />
            </span>
            {p.listingUrl && (
              <a href={p.listingUrl.startsWith('http') ? p.listingUrl : `https://${p.listingUrl}`} target="_blank" rel="noreferrer noopener">
                {p.listingUrl}
              </a>
            )}
          </section>
        );
      })}
      {checkFailed && (
        <p role="alert" className="form-field__error">
          <FormattedMessage id="listing.unitSteps.verificationStatus.checkFailed" />
        </p>
      )}
      <div>
        <Button variant="secondary" busy={checking} onClick={() => void checkAgain()}>
          <FormattedMessage id="listing.unitSteps.verificationStatus.checkAgain" />
        </Button>
      </div>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'listing-verification-status',
  Form: ({ ids }) => <VerificationStatusStep ids={ids} />,
  save: (ids, values) => Promise.all((values.providers as string[]).map((provider) => fetchVerificationStatus(ids.unitId, provider))),
};
