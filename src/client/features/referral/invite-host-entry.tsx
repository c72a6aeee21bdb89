import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { ScopedMessages } from '../../i18n/scoped-messages';
import { useInviteHostRequests } from './invite-store';

// Mounted once by the app shell: opens the "Invite a host" dialog when the menu asks for it.
// Only this file is in the first chunk; the dialog's code and texts (scope referral) load on the
// first request, together.
const loadDialog = () => import('./invite-host-dialog');
const InviteHostDialog = lazy(loadDialog);

export function InviteHostEntry({ user }: { user: UserInfo | null }) {
  const requests = useInviteHostRequests();
  // Requests made before this shell was mounted (an earlier shell of the tab) are not new.
  const handled = useRef(requests);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (requests === handled.current) return;
    handled.current = requests;
    void loadDialog().catch(() => undefined);
    setOpen(true);
  }, [requests]);

  if (!user || !open) return null;
  return (
    <ScopedMessages scopes={['referral']} fallback={null}>
      <Suspense fallback={null}>
        <InviteHostDialog hostId={user.userId} onClose={() => setOpen(false)} />
      </Suspense>
    </ScopedMessages>
  );
}
