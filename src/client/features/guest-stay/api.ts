import { GuestStayAnswerSchema, type GuestStayAnswer, type GuestStayRequest } from '../../../shared/schemas/bookings';
import { PublicUnitSchema, type PublicUnit } from '../../../shared/schemas/public-unit';
import { StayQuoteSchema, type StayQuoteView } from '../../../shared/schemas/stay-quote';
import type { Locale } from '../../../shared/i18n/locales';
import { api, callApi, parseAnswer } from '../../api/http';

// The guest page's calls: all public (no sign-in), answers checked against the server's schemas.

export interface GuestStayQuestion {
  checkIn: string;
  checkOut: string;
  guests: number;
}

const unitPath = (unitId: string) => `public/property-units/${encodeURIComponent(unitId)}`;

export const guestStayKeys = {
  unit: (unitId: string, locale: Locale) => ['guest-stay', 'unit', unitId, locale] as const,
  quote: (unitId: string, q: GuestStayQuestion, locale: Locale) => ['guest-stay', 'quote', unitId, q.checkIn, q.checkOut, q.guests, locale] as const,
};

export const fetchPublicUnit = (unitId: string, locale: Locale, signal?: AbortSignal): Promise<PublicUnit> =>
  callApi(async () => parseAnswer(PublicUnitSchema, await api.get(unitPath(unitId), { searchParams: { hl: locale }, signal }).json()));

/** hl: the extra services are named in the guest's language. */
export const fetchGuestQuote = (unitId: string, q: GuestStayQuestion, locale: Locale, signal?: AbortSignal): Promise<StayQuoteView> =>
  callApi(async () =>
    parseAnswer(
      StayQuoteSchema,
      await api.get(`${unitPath(unitId)}/quote`, { searchParams: { checkIn: q.checkIn, checkOut: q.checkOut, guests: String(q.guests), hl: locale }, signal }).json(),
    ),
  );

/** Books, requests or asks (the server decides which, by the host's model and the unit's booking type). */
export const createGuestStay = (unitId: string, body: GuestStayRequest): Promise<GuestStayAnswer> =>
  callApi(async () => parseAnswer(GuestStayAnswerSchema, await api.post(`${unitPath(unitId)}/stays`, { json: body }).json()));
