import { useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';

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

export function deferredMenu<P extends object>(load: () => Promise<{ default: ComponentType<MenuProps<P>> }>) {
  let loaded: ComponentType<MenuProps<P>> | null = null;
  let loading: Promise<ComponentType<MenuProps<P>>> | null = null;
  const fetchMenu = () => {
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

    if (Menu) return <Menu {...props} defaultOpen={openOnMount} />;

    const open = () => {
      setWaiting(true);
      fetchMenu().then(
        (menu) => {
          setOpenOnMount(true);
          setMenu(() => menu);
        },
        () => setWaiting(false),
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
    };
    const prefetch = () => void fetchMenu().catch(() => undefined);
    const { trigger } = props;
    return (
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
  };
}
