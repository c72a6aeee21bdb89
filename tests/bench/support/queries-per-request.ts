// The database queries each hot route makes for one request, read from the Server-Timing header
// every API answer carries (src/server/db/query-count.ts): a route whose count grows with the
// data (one query per row) shows it here before it shows as latency under load.

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function printQueriesPerRequest(base: string, token: string): Promise<void> {
  const get = (path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const picker = (await (await get('/api/app/property-list')).json()) as { items: { units?: { id: string }[] }[] };
  const unitId = picker.items.flatMap((p) => p.units ?? [])[0]?.id;
  const today = new Date().toISOString().slice(0, 10);
  const range = `dateFrom=${today}&dateTo=${addDays(today, 90)}`;
  const routes: [string, string | null][] = [
    ['user info', '/api/app/user/info'],
    ['calendar events (90 days)', unitId ? `/api/app/calendar/events?propertyUnitId=${unitId}&${range}` : null],
    ['price list (90 days)', unitId ? `/api/app/property-unit/${unitId}/price-list?${range}` : null],
    ['bookings list', '/api/app/bookings'],
    ['inbox', '/api/app/messaging/channels'],
    ['notifications', '/api/app/user/notifications'],
  ];
  for (const [name, path] of routes) {
    if (!path) {
      console.log(`queries per request, ${name}: skipped (no unit)`);
      continue;
    }
    const answer = await get(path);
    await answer.arrayBuffer();
    const queries = /db;desc="(\d+) queries"/.exec(answer.headers.get('server-timing') ?? '')?.[1] ?? '?';
    console.log(`queries per request, ${name}: ${queries} (${answer.status})`);
  }
}
