// The modules scripts/vite/message-bundles.ts makes: one loader per scope and locale.
declare module 'virtual:message-bundles' {
  import type { Messages } from './messages';
  import type { MessageScope } from './message-scopes';
  import type { Locale } from '../../shared/i18n/locales';
  export const BUNDLES: Record<MessageScope, Record<Locale, () => Promise<{ default: Messages }>>>;
}
