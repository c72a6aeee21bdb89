import * as v from 'valibot';
import type { Operation } from './operation';
import { BillingTagSaveResultSchema, BillingTagSaveSchema, BillingTagViewSchema } from '../../shared/schemas/account-pricing';

// The billing tag (routes/billing-tag.ts); the profile picture's entries are in routes/user-image.ts.
export const accountOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/user/billing-tag',
    summary: 'The billing tag (plan new properties get), the plans the host may choose with their terms, and the property counts (403 without the pricing tab: hybrid hosts, subscription hosts without pro)',
    tag: 'user',
    auth: true,
    response: BillingTagViewSchema,
  },
  {
    method: 'put',
    path: '/api/app/user/billing-tag/{tag}/save',
    summary: 'Choose the billing tag (400 naming tag when the host may not choose it; 403 without the pricing tab); optional body applyToExistingProperties also moves every property to it',
    tag: 'user',
    auth: true,
    body: v.optional(BillingTagSaveSchema),
    response: BillingTagSaveResultSchema,
  },
];
