import type { NavigationId } from '../../shared/domain/navigation';

// Line icons (24 px grid, currentColor), decorative: every icon sits next to a text label.
const PATHS: Record<NavigationId | 'menu' | 'close' | 'globe' | 'chevron' | 'back' | 'external' | 'account' | 'panels', string> = {
  overview: 'M4 13h6V4H4zm0 7h6v-4H4zm10 0h6v-9h-6zm0-16v4h6V4z',
  inbox: 'M4 5h16v11H8l-4 4zm3 4h10M7 12h6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  statistics: 'M5 20V10m7 10V4m7 16v-7',
  bookings: 'M6 3h12v18l-6-4-6 4zM9 8h6',
  inquiries: 'M12 20a8 8 0 1 0-7.2-4.5L4 20l4.5-.8A8 8 0 0 0 12 20zm0-6v.01M12 11a2 2 0 1 0-2-2',
  properties: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5v.01M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18',
  chevron: 'M7 10l5 5 5-5',
  back: 'M15 5l-7 7 7 7',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  panels: 'M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h6v6h-6z',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
