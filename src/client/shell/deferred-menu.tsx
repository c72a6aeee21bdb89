import { useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from '../i18n/intl';
import type { MessageScope } from '../i18n/message-scopes';
import { preloadScopes, ScopedMessages } from '../i18n/scoped-messages';

// The Radix menus and their positioning code are about a quarter of the shell's JavaScript, and
// a host opens them rarely. Until the first use a plain button, named and drawn like the real
// trigger, stands in: pointing at it or focusing it fetches the menu, the first click or key
// opens it. Keeps the first route's JavaScript down (DESIGN budget).

export interface MenuTrigger {
  className: string;
  label: string;
  content: ReactNode;
  busy?: boolean;
  testId?: string;
}

export type MenuProps<P> = P & { trigger: MenuTrigger; defaultOpen?: boolean };

/** scopes: the texts the menu's content reads (its feature's), fetched with its code. */
export function deferredMenu<P extends object>(load: () => Promise<{ default: ComponentType<MenuProps<P>> }>, scopes: readonly MessageScope[] = []) {
  let loaded: ComponentType<MenuProps<P>> | null = null;
  let loading: Promise<ComponentType<MenuProps<P>>> | null = null;
  // The code once; the texts of the host's language with it, so the menu opens with its words.
  const fetchMenu = (locale: string) => Promise.all([fetchCode(), preloadScopes(scopes, locale)]).then(([menu]) => menu);
  const fetchCode = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A failed fetch (offline) may succeed on the next attempt.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return function DeferredMenu(props: MenuProps<P>) {
    const [Menu, setMenu] = useState<ComponentType<MenuProps<P>> | null>(() => loaded);
    const [openOnMount, setOpenOnMount] = useState(false);
    const [waiting, setWaiting] = useState(false);
    const { locale } = useIntl();

    const open = () => {
      setWaiting(true);
      // Set now, not when the code arrives: with the code already here, the menu mounts as soon as
      // its texts are, and a click on the stand-in in between must still open it.
      setOpenOnMount(true);
      fetchMenu(locale).then(
        (menu) => setMenu(() => menu),
        () => {
          setWaiting(false);
          setOpenOnMount(false);
        },
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
    };
    const prefetch = () => void fetchMenu(locale).catch(() => undefined);
    const { trigger } = props;
    const standIn = (
      <button
        type="button"
        className={trigger.className}
        aria-label={trigger.label}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-busy={waiting || trigger.busy || undefined}
        data-testid={trigger.testId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
        onKeyDown={onKeyDown}
      >
        {trigger.content}
      </button>
    );
    if (!Menu) return standIn;
    // The stand-in stays until the menu's texts are there too (usually already, fetched with its code).
    // (With no scopes, ScopedMessages shows the menu at once.)
    return (
      <ScopedMessages scopes={scopes} fallback={standIn}>
        <Menu {...props} defaultOpen={openOnMount} />
      </ScopedMessages>
    );
  };
}
