import { normaliseApiError } from '../../shared/domain/api-errors';
import { currentAccessToken, endSessionAfterUnauthorized, refreshAfterUnauthorized } from '../auth/token-bridge';
import { ApiError, CORRELATION_HEADER, IMPERSONATION_HEADER } from './http';
import { getImpersonatedHostId } from './impersonation';

// An upload with progress. fetch reports no upload progress, XMLHttpRequest does; this
// sends what the fetch client of http.ts sends (bearer token, impersonation header), refreshes once after a 401
// like it, and fails with the same ApiError, so callers cannot tell the two apart.

export interface UploadOptions {
  /** Path under the site, e.g. /api/app/... */
  url: string;
  body: FormData;
  /** 0..1 of the request body sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  text: string;
  correlationId?: string;
}

function send({ url, body, onProgress, signal }: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = currentAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const hostId = getImpersonatedHostId();
    if (hostId) xhr.setRequestHeader(IMPERSONATION_HEADER, hostId);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, correlationId: xhr.getResponseHeader(CORRELATION_HEADER) ?? undefined });
    xhr.onerror = () => reject(new ApiError(normaliseApiError(0, undefined)));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** POSTs the form and answers the parsed JSON body; a failure throws ApiError (an abort: AbortError). */
export async function uploadWithProgress(options: UploadOptions): Promise<unknown> {
  const sentToken = currentAccessToken();
  let answer = await send(options);
  if (answer.status === 401 && sentToken && currentAccessToken() && (await refreshAfterUnauthorized(sentToken))) {
    options.onProgress?.(0);
    answer = await send(options);
    if (answer.status === 401) endSessionAfterUnauthorized();
  }
  if (answer.status < 200 || answer.status > 299) {
    throw new ApiError(normaliseApiError(answer.status, answer.text), { correlationId: answer.correlationId });
  }
  try {
    return answer.text ? JSON.parse(answer.text) : undefined;
  } catch (cause) {
    throw new ApiError({ status: answer.status, general: ['errors.invalidResponse'], fields: {} }, { cause });
  }
}
