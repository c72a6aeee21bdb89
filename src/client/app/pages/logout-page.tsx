import { useEffect } from 'react';
import { useIntl } from '../../i18n/intl';
import { Navigate } from '../../router';
import { useSession } from '../../auth/session-context';
import { PageSpinner } from '../../ui/spinner';

// /logout: ends the session here and at the identity provider, which sends the browser back.
export default function LogoutPage() {
  const intl = useIntl();
  const session = useSession();
  const signedOut = session.status === 'signedOut';
  useEffect(() => {
    if (session.status === 'active') void session.signOut();
  }, [session]);
  if (signedOut) return <Navigate to="/" replace />;
  return <PageSpinner label={intl.formatMessage({ id: 'page.signingOut' })} />;
}
