import { fetchReviewDocument } from './api';

// A document needs the bearer token, which a plain link would not send: the tab is opened at
// once (inside the click, so no pop-up blocker stops it), the file is fetched with the token and
// shown there from a blob: URL. The URL is revoked once the tab had time to load it.

const REVOKE_AFTER_MS = 60_000;

export async function openReviewDocument(hostId: string, documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchReviewDocument(hostId, documentId);
    const url = URL.createObjectURL(blob);
    if (tab) {
      // The new tab must not reach back into the portal.
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
