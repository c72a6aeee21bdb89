import { useEffect, useRef, useState } from 'react';
import type { UserInfo } from '../../../shared/schemas/user-info';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';
import { useInviteHostRequests } from './invite-store';

// Mounted once by the app shell: opens the "Invite a host" dialog when the menu asks for it.
// Only this file is in the first chunk; the dialog's code and texts (scope referral) load on the
// first request, together.
const InviteHostDialog = lazyWithTexts(() => import('./invite-host-dialog'), ['referral']);

export function InviteHostEntry({ user }: { user: UserInfo | null }) {
  const requests = useInviteHostRequests();
  // Requests made before this shell was mounted (an earlier shell of the tab) are not new.
  const handled = useRef(requests);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (requests === handled.current) return;
    handled.current = requests;
    setOpen(true);
  }, [requests]);

  if (!user || !open) return null;
  return <InviteHostDialog hostId={user.userId} onClose={() => setOpen(false)} />;
}
