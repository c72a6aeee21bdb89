// The portal's mark on the start screen. index.html paints the same drawing before any script runs
// (a test keeps the two alike), so the screen does not change when the app takes over.
export const BOOT_MARK = { rect: { width: 32, height: 32, rx: 8, fill: '#0b5cad' }, path: { d: 'M8 16l8-7 8 7v8H8z', fill: '#fff' } } as const;

export function BootMark() {
  return (
    <svg className="boot-screen__mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect {...BOOT_MARK.rect} />
      <path {...BOOT_MARK.path} />
    </svg>
  );
}
