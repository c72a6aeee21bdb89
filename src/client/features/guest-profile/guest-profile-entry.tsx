import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { useSearchParams } from '../../router';

// ?guest-profile=open on any signed-in page opens the guest-profile flow (notifications of type
// describeIdealGuest and the account profile tab link here). Only this small file is in the
// shell's chunk; the flow and its texts load when the address asks for them.

export const GUEST_PROFILE_PARAM = 'guest-profile';
export const GUEST_PROFILE_OPEN = 'open';

const GuestProfileMount = lazy<ComponentType<{ onClose: () => void }>>(() =>
  // Offline or after a deploy the chunk may be missing: the page stays usable without the flow.
  import('./guest-profile-mount').catch(() => ({ default: (_: { onClose: () => void }) => null })),
);

export function GuestProfileEntry({ signedIn }: { signedIn: boolean }) {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(GUEST_PROFILE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  if (!signedIn || params.get(GUEST_PROFILE_PARAM) !== GUEST_PROFILE_OPEN) return null;
  return (
    <Suspense fallback={null}>
      <GuestProfileMount onClose={close} />
    </Suspense>
  );
}
