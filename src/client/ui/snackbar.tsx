import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type PrimitiveType } from '../i18n/intl';
import './snackbar.css';

// Short outcome messages at the bottom of the screen (HC §4, HC §8: "switched to instant bookings",
// "an error occurred, please try again"). Mounted once by the app shell. A message is read out
// by screen readers (status, or alert for errors), hides itself after SNACKBAR_MS unless the
// pointer or the keyboard focus is on it, and is closed with its button or Escape. A message
// about something the page itself shows (a decision's outcome above its buttons) closes when
// the host moves to another page, so it does not cover the next page (the inbox's message box).

export const SNACKBAR_MS = 6000;

export type SnackbarTone = 'success' | 'error' | 'info';

export interface SnackbarRequest {
  /** A message id of the caller's scope; formatted where show() is called, so any scope works. */
  messageId: string;
  values?: Record<string, PrimitiveType>;
  tone?: SnackbarTone;
  /** One button that undoes or follows up (e.g. Undo after archiving); it closes the message. */
  action?: { messageId: string; onAction: () => void };
  /** Closes when the host leaves the page: the page shows the same outcome in place. */
  thisPageOnly?: boolean;
}

interface Shown {
  id: number;
  text: string;
  tone: SnackbarTone;
  action?: { label: string; onAction: () => void };
  /** The page it belongs to (thisPageOnly), or none: it follows the host. */
  page?: string;
}

type Pushed = Omit<Shown, 'id' | 'page'> & { thisPageOnly?: boolean };

const SnackbarContext = createContext<((item: Pushed) => void) | null>(null);

/** `pathname`: the page shown (the shell passes the router's), which thisPageOnly messages stay on. */
export function SnackbarProvider({ children, pathname }: { children: ReactNode; pathname?: string }) {
  const [items, setItems] = useState<Shown[]>([]);
  const nextId = useRef(1);
  const page = useRef(pathname);
  page.current = pathname;
  const push = useCallback(({ thisPageOnly, ...item }: Pushed) => {
    const id = nextId.current++;
    // The same text twice in a row is one message, shown afresh.
    setItems((now) => [...now.filter((i) => i.text !== item.text), { ...item, id, page: thisPageOnly ? page.current : undefined }].slice(-3));
  }, []);
  useEffect(() => {
    setItems((now) => {
      const kept = now.filter((i) => i.page === undefined || i.page === pathname);
      return kept.length === now.length ? now : kept;
    });
  }, [pathname]);
  const close = useCallback((id: number) => setItems((now) => now.filter((i) => i.id !== id)), []);
  return (
    <SnackbarContext.Provider value={push}>
      {children}
      <div className="snackbar-region">
        {items.map((item) => (
          <Snackbar key={item.id} item={item} onClose={() => close(item.id)} />
        ))}
      </div>
    </SnackbarContext.Provider>
  );
}

function Snackbar({ item, onClose }: { item: Shown; onClose: () => void }) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [held, onClose]);
  return (
    <div
      ref={box}
      className={`snackbar snackbar--${item.tone}`}
      role={item.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(box.current?.contains(document.activeElement) ?? false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => setHeld(box.current?.contains(e.relatedTarget as Node | null) ?? false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <span className="snackbar__text">{item.text}</span>
      {item.action && (
        <button
          type="button"
          className="snackbar__action"
          onClick={() => {
            item.action!.onAction();
            onClose();
          }}
        >
          {item.action.label}
        </button>
      )}
      <button type="button" className="snackbar__close" aria-label={intl.formatMessage({ id: 'snackbar.dismiss' })} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** show() formats the message in the caller's texts; without a provider (a view tested alone) it does nothing. */
export function useSnackbar() {
  const push = useContext(SnackbarContext);
  const intl = useIntl();
  const show = useCallback(
    ({ messageId, values, tone = 'info', action, thisPageOnly }: SnackbarRequest) =>
      push?.({
        text: intl.formatMessage({ id: messageId }, values),
        tone,
        thisPageOnly,
        ...(action && { action: { label: intl.formatMessage({ id: action.messageId }), onAction: action.onAction } }),
      }),
    [push, intl],
  );
  return useMemo(() => ({ show }), [show]);
}
