import { FormattedMessage } from '../i18n/intl';
import { useNavigate } from '../router';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../shared/schemas/user-info';
import { clearImpersonatedHostId } from '../api/impersonation';
import { useAppData } from '../app/app-data';
import { Button } from '../ui/button';
import { displayName } from './use-shell-data';

// AS §1, AS §6: while support staff act for a host, a STAFF IMPERSONATION banner says so on every
// page, with whom, and a way back to being themselves.

export function useStopImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { reload } = useAppData();
  return () => {
    clearImpersonatedHostId();
    // Nothing cached for the host may be shown to the staff member's own session.
    queryClient.clear();
    navigate('/staff');
    reload();
  };
}

export function ImpersonationBanner({ user }: { user: UserInfo }) {
  const stop = useStopImpersonation();
  return (
    <div className="impersonation-banner" role="region" aria-labelledby="impersonation-title">
      <strong id="impersonation-title" className="impersonation-banner__title">
        <FormattedMessage id="shell.impersonation.title" />
      </strong>
      <span className="impersonation-banner__text">
        <FormattedMessage id="shell.impersonation.text" values={{ staff: user.staffEmail ?? '', host: displayName(user), email: user.email }} />
      </span>
      <Button variant="secondary" className="impersonation-banner__stop" onClick={stop}>
        <FormattedMessage id="shell.impersonation.stop" />
      </Button>
    </div>
  );
}
