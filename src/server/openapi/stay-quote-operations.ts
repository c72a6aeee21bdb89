import type { Operation } from './operation';
import { PublicStayQuoteQueryDocSchema, StayQuoteQueryDocSchema, StayQuoteSchema } from '../../shared/schemas/stay-quote';

// OpenAPI entries for pricing (stay quote).
export const stayQuoteOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/property-unit/{id}/quote',
    summary: 'Price and bookability of a stay (checkIn, checkOut = day of leaving, guests) on a unit of the host, whatever its state',
    tag: 'units',
    auth: true,
    query: StayQuoteQueryDocSchema,
    response: StayQuoteSchema,
  },
  {
    method: 'get',
    path: '/api/public/property-units/{id}/quote',
    summary:
      'Price and bookability of a stay on a published unit (guest booking path; 404 otherwise); each extra charge line has a label, its service named in the language hl',
    tag: 'public',
    auth: false,
    query: PublicStayQuoteQueryDocSchema,
    response: StayQuoteSchema,
  },
];
