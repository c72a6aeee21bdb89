import type { Operation } from './operation';
import { GuestStayAnswerSchema, GuestStayRequestSchema } from '../../shared/schemas/bookings';

// OpenAPI entries for the guest side of bookings (where stays come from).
export const guestStayOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/public/property-units/{id}/stays',
    summary:
      'A guest books a published unit (201): an instant booking (commission host, unit onLine), a booking request (commission host, onRequest; expires unanswered) or an inquiry (subscription host). 400 names the field a stay rule refuses, 404 for an unpublished unit, 409 naming the nights that are taken, 429 when one address asks too often.',
    tag: 'public',
    auth: false,
    success: [201],
    body: GuestStayRequestSchema,
    response: GuestStayAnswerSchema,
    nightsHeld: true,
  },
];
