import type { Context } from 'hono';
import { badRequest } from './problem';

/**
 * The bytes of the one file a multipart upload sends in `field` (a unit photo, the profile
 * picture). A body that is not multipart, or has no file in that field, is a 400 naming the field
 * and saying what to send, in the words of the thing uploaded ("photo", "picture").
 */
export async function uploadedFile(c: Context, field: string, noun: string): Promise<Buffer> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest([{ name: field, reason: `send the ${noun} as multipart/form-data` }]);
  }
  const file = form[field];
  if (!(file instanceof File)) throw badRequest([{ name: field, reason: `choose a ${noun} to upload` }]);
  return Buffer.from(await file.arrayBuffer());
}
