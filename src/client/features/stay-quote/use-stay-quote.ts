import { useQuery } from '@tanstack/react-query';
import { fetchStayQuote, stayQuoteKeys, type StayQuoteQuestion } from '../../api/stay-quote';
import type { ApiError } from '../../api/http';
import type { StayQuoteView } from '../../../shared/schemas/stay-quote';

/** The quote of the question last asked; nothing is fetched until the host asks. */
export function useStayQuote(unitId: string, question: StayQuoteQuestion | null) {
  return useQuery<StayQuoteView, ApiError>({
    queryKey: question ? stayQuoteKeys.quote(unitId, question) : ['stay-quote', unitId, 'none'],
    queryFn: ({ signal }) => fetchStayQuote(unitId, question!, signal),
    enabled: question != null,
    // Prices and bookings change while the page is open: a repeated question is asked again.
    staleTime: 0,
  });
}
