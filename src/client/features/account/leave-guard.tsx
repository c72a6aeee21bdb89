import { FormattedMessage } from '../../i18n/intl';
import { useBlocker, useInRouterContext } from '../../router';
import { Dialog } from '../../ui/dialog';
import { Button } from '../../ui/button';

// The profile's unsaved changes (profile-page.tsx): leaving by a link or Back asks first, Stay
// keeps the form as it is, Leave goes on. Closing the tab is the browser's own beforeunload prompt.

/** In-app navigation away from unsaved changes asks first (the profile also renders outside a router, in tests). */
export function LeaveGuard({ when }: { when: boolean }) {
  return useInRouterContext() ? <LeaveDialog when={when} /> : null;
}

function LeaveDialog({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      overlayClassName="dialog__overlay"
      overlayStyle={{ position: 'fixed', inset: 0, background: 'var(--color-scrim)', zIndex: 300 }}
      className="dialog"
      style={{ position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: 301, maxWidth: 'min(480px, 92vw)', padding: 24, borderRadius: 12, background: 'var(--color-surface)' }}
      titleClassName={null}
      title={<FormattedMessage id="profile.leave.title" />}
      description={<FormattedMessage id="profile.leave.description" />}
    >
      <div className="account-profile__actions">
        <Button variant="secondary" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          <FormattedMessage id="profile.leave.stay" />
        </Button>
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          <FormattedMessage id="profile.leave.leave" />
        </Button>
      </div>
    </Dialog>
  );
}
