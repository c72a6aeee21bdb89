import type { Operation } from './operation';
import { PhotoCaptionSchema, PhotoOrderSchema, UnitPhotoListSchema, UnitPhotoSchema } from '../../shared/schemas/unit-photos';

// The unit photo calls (routes/unit-photos.ts) for the OpenAPI document. Paths are ours: the spec
// does not show them. The upload is multipart/form-data with one field `file`.
export const unitPhotoOperations: Operation[] = [
  { method: 'get', path: '/api/app/property-unit/{id}/photos', summary: "The unit's photos, the cover (position 0) first", tag: 'units', auth: true, response: UnitPhotoListSchema },
  {
    method: 'post',
    path: '/api/app/property-unit/{id}/photos',
    summary: 'Upload one photo (multipart field file; JPEG, PNG or WebP by content, at most 20 MB, 16000 px a side, configuration minimum size; 201, 400/409/413/415 naming file)',
    tag: 'units',
    auth: true,
    success: [201],
    // No body schema: the document describes JSON bodies, and this one is multipart.
    response: UnitPhotoSchema,
  },
  { method: 'patch', path: '/api/app/property-unit/{id}/photos/order', summary: "New order: every photo's id exactly once", tag: 'units', auth: true, body: PhotoOrderSchema, response: UnitPhotoListSchema },
  { method: 'patch', path: '/api/app/property-unit/{id}/photos/{photoId}', summary: "A photo's caption (null clears it)", tag: 'units', auth: true, body: PhotoCaptionSchema, response: UnitPhotoSchema },
  { method: 'post', path: '/api/app/property-unit/{id}/photos/{photoId}/cover', summary: 'Make a photo the cover (position 0)', tag: 'units', auth: true, response: UnitPhotoListSchema },
  { method: 'delete', path: '/api/app/property-unit/{id}/photos/{photoId}', summary: 'Delete a photo; later ones move up (204)', tag: 'units', auth: true, success: [204] },
  { method: 'get', path: '/api/public/photos/{photoId}/{variant}', summary: "Photo bytes by random id, variant large or thumbnail (image/jpeg): a published unit's for anyone (cached for a year); any other only with the host's grant, the access query of the URLs the host's calls answer (404 without it)", tag: 'public', auth: false },
];
