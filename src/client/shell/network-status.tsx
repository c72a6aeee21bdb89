import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from '../i18n/intl';
import { useAppData } from '../app/app-data';
import './network-status.css';

// AS §4 "Network online or offline status is tracked": the app-start machine follows the
// browser's online and offline events (react-query's onlineManager follows the same events and
// holds queries meanwhile); this banner tells the host. Offline: a polite note that changes may
// not be saved, which never blocks the page. Back online: a short note, then nothing. One live
// region stays mounted, so screen readers announce both changes. It is a polite live region
// without the status role: the pages' own status messages (a saved plan, a copied link) stay the
// one status of their page.

/** How long "back online" stays. */
export const BACK_ONLINE_MS = 4_000;

export function NetworkStatus() {
  const { offline } = useAppData();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(offline);

  useEffect(() => {
    if (offline) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [offline]);

  return (
    <div className="network-status" aria-live="polite" aria-atomic="true" data-testid="network-status">
      {offline && (
        <p className="network-status__note network-status__note--offline">
          <FormattedMessage id="network.offline" />
        </p>
      )}
      {!offline && backOnline && (
        <p className="network-status__note network-status__note--online">
          <FormattedMessage id="network.backOnline" />
        </p>
      )}
    </div>
  );
}
