import * as v from 'valibot';
import type { Operation } from './operation';
import { ProfileImageSchema } from '../../shared/schemas/account-image';
import { BillingTagSaveResultSchema, BillingTagSaveSchema, BillingTagViewSchema } from '../../shared/schemas/account-pricing';

// The profile picture and the billing tag (routes/user-image.ts, routes/billing-tag.ts).
export const accountOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/app/user/image',
    summary: 'Upload the profile picture (multipart field file; JPEG, PNG or WebP by content, at most 20 MB, 200 px to 16000 px a side; replaces the previous one; 201, 400/413/415 naming file)',
    tag: 'user',
    auth: true,
    success: [201],
    // No body schema: the document describes JSON bodies, and this one is multipart.
    response: ProfileImageSchema,
  },
  { method: 'delete', path: '/api/app/user/image', summary: 'Delete the profile picture; imageUrls becomes null (204; 404 when there is none)', tag: 'user', auth: true, success: [204] },
  {
    method: 'get',
    path: '/api/public/host-images/{hostId}/{version}/{variant}',
    summary: "A profile picture's bytes, variant large or thumbnail (image/jpeg; a URL's bytes never change, cached for a year; an old version answers 404)",
    tag: 'public',
    auth: false,
  },
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
