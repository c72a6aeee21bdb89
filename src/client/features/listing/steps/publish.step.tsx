import { useContext } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import { Link } from '../../../router';
import { useQuery } from '@tanstack/react-query';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import type { StepDefinition, StepFormProps } from '../step-definition';
import { PublishSummary } from '../publish/publish-summary';
import { useUserInfo } from '../../../api/queries';
import { fetchKycStatus, kycStatusKey } from '../../../api/kyc-status';
import { AppDataContext } from '../../../app/app-data';
import { VERIFICATION_START_PATH } from '../../../../shared/domain/verification-banner';
import { IDENTITY_VERIFICATION_FIELD, identityVerificationRequired, publishAwaitsIdentityVerification } from '../../../../shared/domain/publish-verification';

/**
 * Whether this unit's publish waits for the host's identity verification (the server's rule,
 * shared/domain/publish-verification.ts). The portal's own settings, not this browser's interface
 * switches: the server decides by the former. Not knowing yet is no reason to hold the host back:
 * the server still refuses, and the notice then shows from its answer.
 */
function useAwaitsIdentityVerification(unitState: StepFormProps['unit']['state']): boolean {
  const settings = useContext(AppDataContext)?.publicSettings;
  const user = useUserInfo().data;
  const facts = user && settings && { kycInitiated: user.kycInitiated, subscriptionEnabled: user.features.isSubscriptionEnabled, settings };
  const asks = !!facts && unitState === 'IN_PROGRESS' && identityVerificationRequired(facts);
  // Fresh on every visit: a host coming back from handing in the documents may publish at once.
  const kyc = useQuery({ queryKey: kycStatusKey, queryFn: ({ signal }) => fetchKycStatus(signal), enabled: asks, staleTime: 0 });
  return asks && !!kyc.data && publishAwaitsIdentityVerification({ ...facts, verificationStatus: kyc.data.status, unitStatus: unitState });
}

/**
 * The formless last step: what the listing holds, what still keeps it from going live (the host's
 * identity verification too, where the portal's rule asks for it) and how guests will see it.
 * Publish is enabled by the machine once every form step is completed.
 */
function PublishStep({ property, unit }: StepFormProps) {
  const awaits = useAwaitsIdentityVerification(unit.state);
  const refused = IDENTITY_VERIFICATION_FIELD in useServerFieldErrors();
  const needsVerification = awaits || refused;
  return (
    <StepFrame values={{}} dirty={false} valid={false} publishBlocked={awaits}>
      <p>
        <FormattedMessage id="listing.publish.intro" />
      </p>
      {needsVerification && (
        <div role="alert" className="notice notice--warning" data-testid="publish-identity-verification">
          <p>
            <strong>
              <FormattedMessage id="listing.publish.identityVerification.title" />
            </strong>
          </p>
          <p>
            <FormattedMessage id="listing.publish.identityVerification.details" />
          </p>
          <Link to={VERIFICATION_START_PATH}>
            <FormattedMessage id="listing.publish.identityVerification.start" />
          </Link>
        </div>
      )}
      <PublishSummary property={property} unit={unit} />
    </StepFrame>
  );
}

export const step: StepDefinition = { id: 'publish', Form: PublishStep };
