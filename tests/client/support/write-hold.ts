/**
 * A fake server's hold on writes, as the view replays use it (path-replay.ts HeldServer): after
 * `holdWrites()` a write waits in `held()` until the function it returned is called, so a test
 * sees the screen while the call is under way, then lets the answer come.
 */
export function writeHold() {
  let hold: Promise<void> | null = null;
  return {
    /** Waits while writes are held; at once otherwise. */
    async held() {
      if (hold) await hold;
    },
    holdWrites() {
      let release!: () => void;
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}
