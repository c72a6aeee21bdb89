// The day the legal texts (/legal, /legal/atc) last changed in substance; shown as "Last updated".
// Change it together with the texts in src/shared/i18n/legal.
export const LEGAL_UPDATED_ON = '2026-11-27';

/** The sections of /legal/atc in order; their ids are the anchors of its table of contents. */
export const TERMS_SECTION_IDS = ['commission', 'subscriptions', 'cancellations'] as const;

/** The clause keys of a section: legal.<section>.p1 … pN. */
export const clauseKeys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.p${i + 1}`);
