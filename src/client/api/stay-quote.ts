import { StayQuoteSchema } from '../../shared/schemas/stay-quote';
import { api, callApi, parseAnswer } from './http';

// The host's price check of a unit: what a guest would pay for a stay and whether it
// can be booked. The answer is checked against the schema the server builds it from.

export interface StayQuoteQuestion {
  checkIn: string;
  checkOut: string;
  guests: number;
}

export const stayQuoteKeys = {
  unit: (unitId: string) => ['stay-quote', unitId] as const,
  quote: (unitId: string, q: StayQuoteQuestion) => ['stay-quote', unitId, q.checkIn, q.checkOut, q.guests] as const,
};

export const fetchStayQuote = (unitId: string, q: StayQuoteQuestion, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(
      StayQuoteSchema,
      await api.get(`app/property-unit/${encodeURIComponent(unitId)}/quote`, { searchParams: { checkIn: q.checkIn, checkOut: q.checkOut, guests: String(q.guests) }, signal }).json(),
    ),
  );
