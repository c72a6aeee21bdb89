import { useEffect } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchKycStatus, kycStatusKey } from '../../api/kyc-status';
import { queryKeys } from '../../api/queries';
import { useAppData } from '../../app/app-data';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { PageSpinner } from '../../ui/spinner';
import { VERIFICATION_BASE } from './verification-paths';

// /verification/success (AS §2.1): where the flow ends. It reads the verification status afresh
// (GET kyc/status): in progress (we check the documents), completed, failed (with the reason
// when the answer carries one), or still open (steps left: back to the flow), expired (write to
// support). Always a way home.

type Outcome = 'in_progress' | 'completed' | 'failed' | 'expired' | 'open';

const outcomeOf = (tier: string): Outcome => {
  if (tier === 'in_progress' || tier === 'completed' || tier === 'failed' || tier === 'expired') return tier;
  return 'open'; // required, start, collecting_data: documents still missing
};

export function VerificationSuccessPage() {
  const intl = useIntl();
  const client = useQueryClient();
  const { appSettings } = useAppData();
  const status = useQuery({ queryKey: kycStatusKey, queryFn: ({ signal }) => fetchKycStatus(signal), staleTime: 0, refetchOnMount: 'always' });
  // The flow changed the user (verification initiated): the shell reads it again.
  useEffect(() => void client.invalidateQueries({ queryKey: queryKeys.userInfo }), [client]);

  if (status.isPending) return <PageSpinner label={intl.formatMessage({ id: 'verification.loading' })} />;
  if (status.isError)
    return (
      <section className="verification-result" aria-labelledby="verification-result-title">
        <h1 id="verification-result-title">
          <FormattedMessage id="verification.result.loadFailed.title" />
        </h1>
        <p role="alert">
          <FormattedMessage id="verification.result.loadFailed.description" />
        </p>
        <div className="verification-result__actions">
          <Button onClick={() => void status.refetch()}>
            <FormattedMessage id="verification.action.retry" />
          </Button>
          <ButtonLink to="/" variant="secondary">
            <FormattedMessage id="verification.action.home" />
          </ButtonLink>
        </div>
      </section>
    );

  const outcome = outcomeOf(status.data.tier);
  const tone = outcome === 'failed' || outcome === 'expired' ? 'error' : outcome === 'open' ? 'warning' : 'success';
  return (
    <section className={`verification-result verification-result--${tone}`} aria-labelledby="verification-result-title" data-testid="verification-result" data-outcome={outcome}>
      <h1 id="verification-result-title">
        <FormattedMessage id={`verification.result.${outcome}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`verification.result.${outcome}.description`} />
      </p>
      {outcome === 'failed' && status.data.reason && (
        <p className="verification-result__reason">
          <FormattedMessage id="verification.result.failed.reason" values={{ reason: status.data.reason }} />
        </p>
      )}
      <div className="verification-result__actions">
        <ButtonLink to="/" variant={outcome === 'open' || outcome === 'failed' ? 'secondary' : 'primary'}>
          <FormattedMessage id="verification.action.home" />
        </ButtonLink>
        {(outcome === 'open' || outcome === 'failed') && (
          <ButtonLink to={VERIFICATION_BASE}>
            <FormattedMessage id={outcome === 'failed' ? 'verification.action.tryAgain' : 'verification.action.resume'} />
          </ButtonLink>
        )}
        {outcome === 'expired' && (
          <a className="button button--primary" href={`mailto:${appSettings.supportEmail}`}>
            <FormattedMessage id="verification.action.contactSupport" />
          </a>
        )}
      </div>
    </section>
  );
}
