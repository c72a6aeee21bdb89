// The scopes of the browser's texts: src/shared/i18n/{scope}/, sub-folders included. The app
// scope (shell, errors) loads at start; the others load with the pages that use them
// (scoped-messages.tsx). Read by the build too (scripts/vite/message-bundles.ts).
export const MESSAGE_SCOPES = ['app', 'account', 'properties', 'listing', 'bookings', 'guest', 'messages', 'insights', 'legal'] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];
