// The scopes of the browser's texts: src/shared/i18n/{scope}/, sub-folders included. The app
// scope (shell, errors) loads at start; the others load with the pages that use them
// (scoped-messages.tsx). Read by the build too (scripts/vite/message-bundles.ts). Texts of a
// page the first route does not show have a scope of their own (staff, help, checklist), so the
// app scope a host's first page waits for stays small.
export const MESSAGE_SCOPES = ['app', 'account', 'properties', 'listing', 'bookings', 'guest', 'messages', 'insights', 'legal', 'staff', 'help', 'checklist'] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];
