// Which host a staff member currently acts for (AS §1, AS §6). Kept per tab in sessionStorage so
// impersonation ends with the tab and never leaks into another one; the API client sends it as
// the x-impersonate-host header.
const KEY = 'impersonated_host_id';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); impersonation then simply is off.
    return null;
  }
}

export function getImpersonatedHostId(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function setImpersonatedHostId(hostId: string): void {
  storage()?.setItem(KEY, hostId);
}

export function clearImpersonatedHostId(): void {
  storage()?.removeItem(KEY);
}
