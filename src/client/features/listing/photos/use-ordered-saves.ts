import { useRef } from 'react';

// Saves that each send the whole photo order (a move, a new cover). Two quick moves gave two calls
// at once: the server could apply them in either order, and the first answer, arriving after the
// second move was already on screen, put the old order back. So the calls go one after another,
// in the host's order, and only the newest one's answer replaces what the screen shows.

export function useOrderedSaves() {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const newest = useRef(0);
  return <T>(send: () => Promise<T>, apply: (answer: T) => void, fail: () => void) => {
    const mine = ++newest.current;
    const sent = queue.current.then(send);
    queue.current = sent.catch(() => undefined);
    sent.then((answer) => {
      if (mine === newest.current) apply(answer);
    }, fail);
  };
}
