import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../router';
import { isMigratedAccount, tourForced } from '../../../shared/domain/tour';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';
import { useTutorialsRequests } from './tutorials-store';

// The welcome tour and the tutorials on every host page (AS §2.10). Only this file is in the first
// chunk: the tour's code loads for a host the rule may open it for (a migrated account with the
// setting on, or ?tour=open; whether it was seen is asked of the server there), the tutorials'
// when the host asks for them. Their texts (scope onboarding-videos) load with them.
const WelcomeTour = lazyWithTexts(() => import('./welcome-tour'), ['onboarding-videos']);
const TutorialsDialog = lazyWithTexts(() => import('./tutorials-dialog'), ['onboarding-videos']);

export function Onboarding({ user, tourEnabled }: { user: UserInfo | null; tourEnabled: boolean }) {
  const { search } = useLocation();
  const force = tourForced(search);
  const requests = useTutorialsRequests();
  // Requests made before this shell was mounted (an earlier shell of the tab) are not new.
  const handled = useRef(requests);
  const [tutorialsOpen, setTutorialsOpen] = useState(false);
  useEffect(() => {
    if (requests === handled.current) return;
    handled.current = requests;
    setTutorialsOpen(true);
  }, [requests]);

  if (!user) return null;
  const candidate = force || (tourEnabled && isMigratedAccount(user.accountSource));
  if (!candidate && !tutorialsOpen) return null;
  return (
    <>
      {candidate && <WelcomeTour accountSource={user.accountSource} tourEnabled={tourEnabled} force={force} />}
      {tutorialsOpen && <TutorialsDialog onClose={() => setTutorialsOpen(false)} />}
    </>
  );
}
