import type { Messages } from './messages';

// The text files of the scopes loaded with their pages (one import function per file and
// locale). Its own module, loaded on first use, so the entry does not carry this list.
type Chunks = Record<string, () => Promise<{ default: Messages }>>;

export const PAGE_SCOPE_CHUNKS: Record<'account' | 'properties' | 'listing' | 'bookings' | 'guest' | 'messages' | 'insights' | 'legal', Chunks> = {
  account: import.meta.glob<{ default: Messages }>('../../shared/i18n/account/**/*.json'),
  properties: import.meta.glob<{ default: Messages }>('../../shared/i18n/properties/**/*.json'),
  listing: import.meta.glob<{ default: Messages }>('../../shared/i18n/listing/**/*.json'),
  bookings: import.meta.glob<{ default: Messages }>('../../shared/i18n/bookings/**/*.json'),
  // The guest's page of a unit (/stay/{unitId}).
  guest: import.meta.glob<{ default: Messages }>('../../shared/i18n/guest/**/*.json'),
  // The host's inbox (/messages...).
  messages: import.meta.glob<{ default: Messages }>('../../shared/i18n/messages/**/*.json'),
  // Statistics, reviews and the DAC7 report (/insights...).
  insights: import.meta.glob<{ default: Messages }>('../../shared/i18n/insights/**/*.json'),
  // The public pages no other page needs: /legal, /legal/atc and /feature-toggle/{id}.
  legal: import.meta.glob<{ default: Messages }>('../../shared/i18n/legal/**/*.json'),
};
