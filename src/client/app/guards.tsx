import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from '../i18n/intl';
import { Navigate, useLocation } from '../router';
import { routeAccess, type RouteAccess } from '../../shared/domain/route-access';
import { useUserInfo } from '../api/queries';
import { useSession } from '../auth/session-context';
import { PageSpinner } from '../ui/spinner';
import { useAppData } from './app-data';

// The route guard (AS §2.3, AS §6): public paths pass; anything else needs sign-in and keeps the
// target path and query for after it; commission-only and inquiries routes send other hosts to /.
// The rules are in shared/domain/route-access.ts; this only carries them out.

const isAbsolute = (to: string) => /^https?:\/\//i.test(to);

export function RouteGuard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const session = useSession();
  const { appSettings, publicSettings } = useAppData();
  const signedIn = session.status === 'active' || session.status === 'busy';
  const userInfo = useUserInfo({ enabled: signedIn });
  const path = `${location.pathname}${location.search}`;
  const options = {
    landingRedirect: appSettings.landingRedirect,
    specialInquiriesFlag: publicSettings.specialInquiriesFlag,
    developmentBuild: import.meta.env.DEV,
  };

  const isPublic = routeAccess(path, null, options).kind === 'allow';
  const settled = session.status !== 'loading' && (!signedIn || userInfo.data !== undefined);
  const access: RouteAccess | null = isPublic ? { kind: 'allow' } : settled ? routeAccess(path, signedIn ? userInfo.data! : null, options) : null;

  const signInTo = access?.kind === 'signIn' && session.status === 'signedOut' ? access.returnTo : null;
  const externalTo = access?.kind === 'redirect' && isAbsolute(access.to) ? access.to : null;
  // One redirect per target: StrictMode and session re-renders run the effect again, and a
  // second sign-in request would replace the first one's state at the identity provider.
  const signingInTo = useRef<string | null>(null);
  useEffect(() => {
    if (signInTo === null || signingInTo.current === signInTo) return;
    signingInTo.current = signInTo;
    void session.signIn(signInTo);
  }, [signInTo, session]);
  useEffect(() => {
    if (externalTo !== null) window.location.assign(externalTo);
  }, [externalTo]);

  if (!access) {
    // A host whose user info cannot be loaded cannot use a private page: the route error page.
    if (signedIn && userInfo.isError) throw userInfo.error;
    return <PageSpinner label={intl.formatMessage({ id: 'app.pageLoading' })} />;
  }
  if (access.kind === 'signIn') return <PageSpinner label={intl.formatMessage({ id: 'page.signingIn' })} />;
  if (access.kind === 'redirect') {
    return externalTo ? <PageSpinner label={intl.formatMessage({ id: 'page.redirecting' })} /> : <Navigate to={access.to} replace />;
  }
  return <>{children}</>;
}
