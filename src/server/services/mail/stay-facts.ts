import type { MailFormat } from './compose';

// The facts of a stay that the host's and the guest's stay mails show alike.

export interface StayFacts {
  stayId: string;
  code: string;
  unitName: string;
  guestName: string;
  checkIn: string; // ISO date
  checkOut: string; // ISO date
  guests: number;
  totalAmount: number;
  currency: string;
  guestMessage: string | null;
  /** The property's time zone: a deadline is told in it (the host's and the guest's clock at the place). */
  timeZone: string;
}

export function stayFactRows(format: MailFormat, stay: StayFacts): [string, string][] {
  const { t } = format;
  return [
    [t('stay.checkIn'), format.day(stay.checkIn)],
    [t('stay.checkOut'), format.day(stay.checkOut)],
    [t('stay.guests'), String(stay.guests)],
    [t('stay.total'), format.money(stay.totalAmount, stay.currency)],
  ];
}

/** The guest's own words, quoted under the facts. */
export const guestMessageQuote = (format: MailFormat, stay: StayFacts) => (stay.guestMessage ? { label: format.t('stay.message'), text: stay.guestMessage } : undefined);
