// The preview modal's "don't show again" (HC §2 Calendar), remembered in this browser
// per host: another host signing in on the same browser still sees the modal.

const key = (hostId: string) => `host-portal.calendar.previewLinks.skipModal.${hostId}`;

export function readSkipPreviewModal(hostId: string): boolean {
  try {
    return localStorage.getItem(key(hostId)) === 'true';
  } catch {
    return false; // storage blocked: the modal simply shows
  }
}

export function writeSkipPreviewModal(hostId: string, skip: boolean) {
  try {
    if (skip) localStorage.setItem(key(hostId), 'true');
    else localStorage.removeItem(key(hostId));
  } catch {
    /* storage blocked: the choice lasts this page only */
  }
}
