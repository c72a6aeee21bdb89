import type { ApiError } from '../../../api/http';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';

// Why a file cannot become a photo, as a text key with its values. The browser checks what it can
// know cheaply (declared type, size, count) before sending anything; the server sniffs the bytes
// and measures the pixels, and its refusals map onto the same keys.

export type PhotoConstraints = PropertiesConfiguration['photosConstraints'];

export interface PhotoIssue {
  key: 'type' | 'size' | 'pixels' | 'unreadable' | 'count' | 'other';
  /** For 'other': the already translated text of a failed call. */
  text?: string;
}

const MB = 1024 * 1024;
export const maxMegabytes = (c: PhotoConstraints) => Math.floor(c.maxFileSizeBytes / MB);
/** 'image/jpeg' -> 'JPEG' for the texts. */
export const typeLabels = (c: PhotoConstraints) => c.mimeTypes.map((t) => t.split('/')[1].toUpperCase());

/** A browser's declared type is a hint only, but an empty or foreign one is a clear refusal. */
export function precheckPhoto(file: File, c: PhotoConstraints): PhotoIssue | null {
  if (!c.mimeTypes.includes(file.type)) return { key: 'type' };
  if (file.size > c.maxFileSizeBytes) return { key: 'size' };
  return null;
}

/** The server's refusal of one upload -> the same issue keys (its reasons are English, ours are translated). */
export function uploadIssue(error: ApiError, translatedGeneral: string): PhotoIssue {
  if (error.status === 415) return { key: 'type' };
  if (error.status === 413) return { key: 'size' };
  if (error.status === 409) return { key: 'count' };
  // The server's 400 reasons about the file are either its size in pixels or an unreadable image.
  if (error.status === 400 && error.fields.file) return { key: error.fields.file.some((r) => r.includes('pixels')) ? 'pixels' : 'unreadable' };
  return { key: 'other', text: translatedGeneral };
}

/** Network trouble or a server fault may pass on a second try; a refusal will not. */
export const isRetryable = (error: ApiError) => error.status === 0 || error.status === 408 || error.status >= 500;
