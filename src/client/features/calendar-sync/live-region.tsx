import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

// The page's one polite live region: results of actions (copied, synced, added, removed) are read
// out without moving focus. A repeated message is re-announced by changing the element's key.

const AnnounceContext = createContext<(message: string) => void>(() => {});

export function useAnnounce() {
  return useContext(AnnounceContext);
}

export function LiveRegion({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="calendar-sync-status">
        <span key={message.n}>{message.text}</span>
      </p>
    </AnnounceContext.Provider>
  );
}
