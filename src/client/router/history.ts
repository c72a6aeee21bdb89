// The addresses a tab has been at, for the router (router.tsx): the browser's history, or a list in
// memory for tests. A navigation while a blocker holds (useBlocker: unsaved changes) waits for the
// blocker's answer; so does Back, which the browser has already done when we hear of it, so it is
// undone (each entry remembers its position, idx) and done again if the host goes on.

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** A key of each visit: the same entry reached again by Back keeps its key. */
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A navigation a blocker held: go on with it, or stay. */
export interface Blocked {
  location: Location;
  proceed(): void;
  reset(): void;
}

export interface History {
  readonly location: Location;
  readonly action: Action;
  push(path: string, state: unknown, replace: boolean): void;
  go(delta: number): void;
  /** Called after every change of location. */
  listen(listener: () => void): () => void;
  /** While `block` is set, navigations are handed to it instead of happening. */
  setBlocker(block: ((blocked: Blocked) => void) | null): void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

/** The parts of a path; the pathname is empty when the path has none ('?tab=2'). */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return { pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  return pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') + (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');
}

/** What every kind of history shares: listeners, and the one blocker. */
function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

export function createBrowserHistory(): History {
  const listeners = createListeners();
  let block: ((blocked: Blocked) => void) | null = null;
  let action: Action = 'POP';
  const read = (): Location => {
    const state = (window.history.state ?? {}) as Partial<EntryState>;
    return { ...parsePath(window.location.pathname + window.location.search + window.location.hash), state: state.usr ?? null, key: state.key ?? 'default' };
  };
  // The position of the entry on screen; an entry the router finds without one (the tab's first) gets 0.
  let index = (window.history.state as Partial<EntryState> | null)?.idx ?? -1;
  if (index < 0) {
    index = 0;
    window.history.replaceState({ ...(window.history.state as object), idx: index }, '');
  }
  let location = read();
  // Back that a blocker sent back again: the second popstate is ours, not the host's.
  let undoing = false;
  let proceeding = false;

  window.addEventListener('popstate', () => {
    const next = (window.history.state as Partial<EntryState> | null)?.idx ?? null;
    if (undoing) {
      undoing = false;
      return;
    }
    if (block && !proceeding && next !== null) {
      const delta = index - next;
      undoing = true;
      const target = read();
      window.history.go(delta);
      block({
        location: target,
        proceed() {
          proceeding = true;
          window.history.go(-delta);
        },
        reset() {},
      });
      return;
    }
    proceeding = false;
    // An entry the router did not make (an in-page #anchor) has no position: keep the last one.
    if (next !== null) index = next;
    action = 'POP';
    location = read();
    listeners.notify();
  });

  const history: History = {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push(path, state, replace) {
      const go = () => {
        const key = createKey();
        if (replace) window.history.replaceState({ usr: state, key, idx: index } satisfies EntryState, '', path);
        else {
          index += 1;
          window.history.pushState({ usr: state, key, idx: index } satisfies EntryState, '', path);
        }
        action = replace ? 'REPLACE' : 'PUSH';
        location = read();
        listeners.notify();
      };
      if (block) block({ location: { ...parsePath(path), state, key: 'blocked' }, proceed: go, reset() {} });
      else go();
    },
    go: (delta) => window.history.go(delta),
    listen: listeners.add,
    setBlocker(next) {
      block = next;
    },
  };
  return history;
}

export function createMemoryHistory(initialEntries: readonly To[] = ['/'], initialIndex?: number): History {
  const listeners = createListeners();
  let block: ((blocked: Blocked) => void) | null = null;
  const toLocation = (to: To, state: unknown, key: string): Location => {
    const parts = parsePath(typeof to === 'string' ? to : createPath(to));
    return { ...parts, pathname: parts.pathname || '/', state, key };
  };
  const entries = initialEntries.map((to, i) => toLocation(to, null, i === 0 ? 'default' : createKey()));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: Action = 'POP';
  const change = (next: Action, apply: () => void) => {
    const go = () => {
      apply();
      action = next;
      listeners.notify();
    };
    return go;
  };
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(path, state, replace) {
      const go = change(replace ? 'REPLACE' : 'PUSH', () => {
        const location = toLocation(path, state, createKey());
        if (replace) entries[index] = location;
        else entries.splice(++index, entries.length, location);
      });
      if (block) block({ location: toLocation(path, state, 'blocked'), proceed: go, reset() {} });
      else go();
    },
    go(delta) {
      const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (target === index) return;
      const go = change('POP', () => (index = target));
      if (block) block({ location: entries[target]!, proceed: go, reset() {} });
      else go();
    },
    listen: listeners.add,
    setBlocker(next) {
      block = next;
    },
  };
}
