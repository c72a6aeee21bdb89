import { vi } from 'vitest';
import type { BookingDetails, BookingRequestDetails, InquiryDetails, UserTask } from '../../../src/shared/schemas/bookings';
import { writeHold } from '../support/write-hold';

// The network boundary of the decision components: fetch answers like the bookings API does
// (a confirm makes a booking, a reject or cancel records the decision and the actions go), and
// records every request. A test can make the next write fail (409 with a detail, or 503) or
// hold writes to see the busy state.

type Stay = BookingRequestDetails | InquiryDetails | BookingDetails;

export interface FakeStaysState {
  stays?: Stay[];
  tasks?: UserTask[];
  /** Units of the host: id -> bookingType. */
  units?: Record<string, 'onLine' | 'onRequest' | null>;
}

export function fakeStaysApi(state: FakeStaysState = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const stays = new Map<string, Stay>((state.stays ?? []).map((s) => [s.publicId, s]));
  let tasks = state.tasks ?? [];
  const units = { ...(state.units ?? {}) };
  const failures: { status: number; detail?: string }[] = [];
  const writes = writeHold();
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });
  const decision = (body: Record<string, string | undefined>) => ({
    reason: body.reason!,
    subReason: body.subReason ?? null,
    explanation: body.explanation ?? null,
    message: body.message ?? null,
    by: 'OWNER' as const,
    at: '2026-11-23T12:00:00Z',
  });

  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const p = decodeURIComponent(url.pathname);
    const text = await req.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: req.method, path: p, body });
    if (req.method !== 'GET') {
      await writes.held();
      const failure = failures.shift();
      if (failure) return json({ type: 'about:blank', title: 'Refused', status: failure.status, ...(failure.detail ? { detail: failure.detail } : {}) }, failure.status);
    }
    let m: RegExpExecArray | null;
    if ((m = /^\/api\/app\/(booking-requests|booking-inquiries|bookings)\/([^/]+)(?:\/(confirm|reject|cancel))?$/.exec(p))) {
      const [, , id, action] = m;
      const current = stays.get(id);
      if (!current) return json({ title: 'Not found', status: 404 }, 404);
      if (!action) return json(current);
      let next: Stay;
      if (action === 'confirm' && 'expirationTime' in current) next = { ...current, status: 'CONFIRMED', booking: 'HP-NEW001', availableActions: [] };
      // A confirmed inquiry holds its nights like a booking and may be cancelled like one.
      else if (action === 'confirm') next = { ...current, status: 'confirmed', availableActions: ['cancel'] } as InquiryDetails;
      else if (action === 'reject' && 'expirationTime' in current) next = { ...current, status: 'REJECTED', rejection: decision(body), availableActions: [] };
      else if (action === 'reject') next = { ...current, status: 'rejected', rejection: decision(body), availableActions: [] } as InquiryDetails;
      else if ('overlappingCount' in current) next = { ...current, status: 'cancelled', cancellation: decision(body), availableActions: [] };
      else next = { ...(current as BookingDetails), status: 'CANCELLED', cancelledBy: 'owner', cancellation: decision(body), availableActions: [] };
      stays.set(id, next);
      return json(next);
    }
    if (p === '/api/app/user/tasks') return json(tasks);
    if ((m = /^\/api\/app\/user\/task\/(.+)$/.exec(p))) {
      const task = { taskType: m[1], status: body.status } as UserTask;
      tasks = [...tasks.filter((x) => x.taskType !== task.taskType), task];
      return json(task);
    }
    if (p === '/api/app/property-list') {
      const ids = Object.keys(units);
      return json({
        items: [{ id: 'prop-1', title: 'Alpine chalets', propertyType: 'multi', state: 'PUBLISHED', timeZone: 'UTC', units: ids.map((id) => ({ id, title: id, state: 'PUBLISHED', bookingType: units[id] })) }],
        pagination: { current: 1, next: null, pages: 1, total: 1 },
      });
    }
    if ((m = /^\/api\/app\/property-unit\/([^/]+)$/.exec(p)) && req.method === 'GET') {
      if (!(m[1] in units)) return json({ title: 'Not found', status: 404 }, 404);
      return json(unitAnswer(m[1], units[m[1]]));
    }
    if (p === '/api/app/property-units/change-booking-preference') {
      const bookingType = body?.bookingType ?? 'onLine';
      const changed = Object.keys(units).filter((id) => units[id] !== null && units[id] !== bookingType);
      changed.forEach((id) => (units[id] = bookingType));
      return json({ bookingType, updatedUnitIds: changed });
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });

  return {
    requests,
    writes: () => requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]),
    reads: (path: string) => requests.filter((r) => r.method === 'GET' && r.path === path).length,
    stay: (id: string) => stays.get(id),
    units,
    tasks: () => tasks,
    failNextWrite(status: number, detail?: string) {
      failures.push({ status, detail });
    },
    holdWrites: writes.holdWrites,
  };
}

function unitAnswer(id: string, bookingType: 'onLine' | 'onRequest' | null) {
  return {
    publicId: id,
    propertyId: 'prop-1',
    propertyType: 'multi',
    title: id,
    description: null,
    state: 'PUBLISHED',
    availableActions: [],
    links: [],
    guests: 2,
    bedroomCount: 1,
    propertySize: null,
    propertySizeMeasurementUnit: 'metric',
    rooms: [],
    amenities: [],
    calendarAvailability: { status: 'AVAILABLE' },
    invalidFields: [],
    missingFields: [],
    cancellationPolicy: null,
    bookingType,
    unitType: null,
    publishedAt: '2026-01-01T00:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}
