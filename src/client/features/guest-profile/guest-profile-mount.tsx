import { ScopedMessages } from '../../i18n/scoped-messages';
import GuestProfileFlow from './guest-profile-flow';

// What the shell loads (lazily) when an address carries ?guest-profile=open: the flow with the
// account scope's texts, which other pages do not carry.
export default function GuestProfileMount({ onClose }: { onClose: () => void }) {
  return (
    <ScopedMessages scopes={['account']}>
      <GuestProfileFlow onClose={onClose} />
    </ScopedMessages>
  );
}
