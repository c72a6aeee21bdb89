import { useEffect, useRef } from 'react';
import { useIntl } from '../../i18n/intl';
import { useLocation, useNavigate } from '../../router';
import { useSession } from '../../auth/session-context';
import { splitLoginHint } from '../../../shared/domain/login-hint';
import { registrationParams } from '../../../shared/domain/referral';
import { PageSpinner } from '../../ui/spinner';
import { useAppData } from '../app-data';

// The redirect routes of AS §2.1. Login and register both start at the identity provider;
// register asks it for its registration form first. Landing and platform are addresses from the
// app settings.

export default function RedirectPage() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { appSettings } = useAppData();
  const done = useRef(false);

  useEffect(() => {
    // Once: leaving the page is the whole point, and StrictMode runs effects twice.
    if (done.current || session.status === 'loading' || session.status === 'busy') return;
    done.current = true;
    const signedIn = session.status === 'active';
    const go = (url: string) => window.location.assign(url);
    switch (pathname.replace(/\/$/, '')) {
      case '/redirect/login':
      case '/redirect/platform/login':
        if (signedIn) navigate('/', { replace: true });
        // ?id= holds an encoded e-mail for the sign-in form (AS §2.3); a broken one is ignored.
        else void session.signIn('/', splitLoginHint(`${pathname}${search}`).loginHint);
        return;
      case '/redirect/register':
        // An invitation link: straight to the registration form, with the code (if it is one).
        if (signedIn) navigate('/', { replace: true });
        else void session.signIn('/', splitLoginHint(`${pathname}${search}`).loginHint, registrationParams(search));
        return;
      case '/redirect/landing':
        if (appSettings.landingRedirect) go(appSettings.landingRedirect);
        else navigate('/', { replace: true });
        return;
      case '/redirect/platform':
        go(appSettings.portal);
        return;
      default:
        navigate('/404', { replace: true });
    }
  }, [pathname, search, session, appSettings, navigate]);

  return <PageSpinner label={intl.formatMessage({ id: 'page.redirecting' })} />;
}
