// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupUser } from '../support/user-event';
import { propertiesConfiguration } from '../../src/server/config/properties-configuration/build';
import { connectTokenBridge } from '../../src/client/auth/token-bridge';
import { setImpersonatedHostId, clearImpersonatedHostId } from '../../src/client/api/impersonation';
import { UNDO_DELAY_MS } from '../../src/client/features/listing/photos/use-pending-deletes';
import type { UnitPhoto } from '../../src/shared/schemas/unit-photos';
import { renderStep, testProperty, testUnit } from './support/step-form';

// The photos step on its own: fetch is stubbed for the JSON calls, XMLHttpRequest (the uploads,
// for their progress events) by a minimal fake the test drives: progress, then load.

const photo = (n: number, position: number): UnitPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  position,
  caption: null,
  width: 1200,
  height: 800,
  url: `/api/public/photos/p${n}/large`,
  thumbnailUrl: `/api/public/photos/p${n}/thumbnail`,
});

let stored: UnitPhoto[];
let requests: { method: string; path: string; body: string }[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const renumber = (list: UnitPhoto[]) => list.map((p, position) => ({ ...p, position }));

class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  stored = [];
  requests = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const body = await req.text();
    requests.push({ method: req.method, path: url.pathname, body });
    if (url.pathname.endsWith('/app/properties-configuration')) return json(propertiesConfiguration('en-US'));
    const [, photoId, action] = url.pathname.match(/\/photos(?:\/([^/]+))?(?:\/([^/]+))?$/) ?? [];
    if (req.method === 'GET' && !photoId) return json({ items: stored });
    if (req.method === 'PATCH' && photoId === 'order') {
      const ids = JSON.parse(body).photoIds as string[];
      stored = renumber(ids.map((id) => stored.find((p) => p.id === id)!));
      return json({ items: stored });
    }
    if (req.method === 'POST' && action === 'cover') {
      const chosen = stored.find((p) => p.id === photoId)!;
      stored = renumber([chosen, ...stored.filter((p) => p !== chosen)]);
      return json({ items: stored });
    }
    if (req.method === 'PATCH' && photoId) {
      stored = stored.map((p) => (p.id === photoId ? { ...p, caption: JSON.parse(body).caption } : p));
      return json(stored.find((p) => p.id === photoId));
    }
    if (req.method === 'DELETE') {
      stored = renumber(stored.filter((p) => p.id !== photoId));
      return new Response(null, { status: 204 });
    }
    return json({}, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearImpersonatedHostId();
});

const render = () => renderStep('photos', { property: testProperty(), unit: testUnit({ publicId: 'unit-9' }) });
const jpeg = (name: string, size = 2048) => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const cards = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-photo-id'));
const cardIds = () => cards().map((li) => li.getAttribute('data-photo-id'));

describe('step photos', () => {
  it('shows the empty state and is not valid without a photo', async () => {
    const view = render();
    expect(await screen.findByText(/No photos yet/)).toBeTruthy();
    expect(screen.getByText('Choose photos')).toBeTruthy();
    expect(screen.getByText('JPEG, PNG, or WEBP, at most 20 MB each, at least 1024 × 683 pixels.')).toBeTruthy();
    expect(fileInput().multiple).toBe(true);
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp');
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: false });
    expect(view.missing).toEqual([]);
  });

  it('uploads the chosen files one by one with a progress bar each, sending the token and impersonation header', async () => {
    const disconnect = connectTokenBridge({ accessToken: () => 'token-1', refreshAfterUnauthorized: async () => false, endAfterUnauthorized: () => {} });
    setImpersonatedHostId('host-7');
    const view = render();
    await screen.findByText(/No photos yet/);
    choose(jpeg('beach.jpg'), jpeg('garden.jpg'));

    expect(FakeXhr.sent).toHaveLength(1); // one at a time
    const [first] = FakeXhr.sent;
    expect([first.method, first.url]).toEqual(['POST', '/api/app/property-unit/unit-9/photos']);
    expect(first.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-impersonate-host': 'host-7' });
    expect((first.body!.get('file') as File).name).toBe('beach.jpg');
    expect(screen.getByText('Waiting')).toBeTruthy();

    first.progress(0.5);
    const bar = screen.getByRole('progressbar', { name: 'Uploading beach.jpg' }) as HTMLProgressElement;
    expect(bar.value).toBe(0.5);
    expect(screen.getByText('50%')).toBeTruthy();

    stored = [photo(1, 0)];
    first.respond(201, photo(1, 0));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(cardIds()).toEqual([photo(1, 0).id]);
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' }).getAttribute('src')).toBe('/api/public/photos/p1/thumbnail');
    expect(screen.getByText('Cover')).toBeTruthy();
    expect(view.lastFrame()).toMatchObject({ dirty: false, valid: true });

    FakeXhr.sent[1].progress(1);
    stored = [photo(1, 0), photo(2, 1)];
    FakeXhr.sent[1].respond(201, photo(2, 1));
    await waitFor(() => expect(cardIds()).toHaveLength(2));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/2 photos of at most 50\. Add at least 5 photos/)).toBeTruthy();
    expect(view.missing).toEqual([]);
    disconnect();
  });

  it('refuses a file that is not an image type or too large before sending it, with a clear reason each', async () => {
    render();
    await screen.findByText(/No photos yet/);
    choose(new File(['just text'], 'x.jpg', { type: 'text/plain' }), jpeg('huge.jpg', 21 * 1024 * 1024));
    const rows = screen.getAllByRole('alert');
    expect(rows.map((r) => r.textContent)).toEqual([
      'This file is not a photo that can be used. Choose a JPEG, PNG, or WEBP image.',
      'This file is larger than 20 MB.',
    ]);
    expect(FakeXhr.sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss x.jpg' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows the server's refusal of the bytes (a renamed text file) on that file only, and uploads the next", async () => {
    render();
    await screen.findByText(/No photos yet/);
    choose(jpeg('fake.jpg'), jpeg('small.jpg'), jpeg('broken.jpg'), jpeg('real.jpg'));
    FakeXhr.sent[0].respond(415, { type: 'urn:host-portal:problem:unsupported-media-type', status: 415, title: 'Unsupported image type', invalidParams: [{ name: 'file', reason: 'must be one of image/jpeg, image/png, image/webp' }] });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1].respond(400, { type: 'urn:host-portal:problem:validation', status: 400, title: 'Invalid photo', invalidParams: [{ name: 'file', reason: 'must be at least 1024 × 683 pixels' }] });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    FakeXhr.sent[2].respond(400, { type: 'urn:host-portal:problem:validation', status: 400, title: 'Invalid photo', invalidParams: [{ name: 'file', reason: 'could not be read as an image' }] });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    const failed = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(failed).toEqual([
      'This file is not a photo that can be used. Choose a JPEG, PNG, or WEBP image.',
      'This photo cannot be used: it must be a readable image of at least 1024 × 683 and at most 16000 × 16000 pixels.',
      'This file could not be read as a photo. It may be damaged or incomplete.',
    ]);
    FakeXhr.sent[3].respond(201, photo(3, 0));
    await waitFor(() => expect(cardIds()).toEqual([photo(3, 0).id]));
  });

  it('offers a retry when the network failed', async () => {
    render();
    await screen.findByText(/No photos yet/);
    choose(jpeg('beach.jpg'));
    act(() => FakeXhr.sent[0].onerror?.());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(FakeXhr.sent).toHaveLength(2);
    FakeXhr.sent[1].respond(201, photo(1, 0));
    await waitFor(() => expect(cardIds()).toHaveLength(1));
  });

  it('makes a photo the cover and moves photos with the keyboard buttons, saving each change', async () => {
    stored = [photo(1, 0), photo(2, 1), photo(3, 2)];
    render();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Make photo 3 of 3 the cover' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path.endsWith(`/photos/${photo(3, 0).id}/cover`))).toBe(true));
    expect(cardIds()).toEqual([photo(3, 0).id, photo(1, 0).id, photo(2, 0).id]);
    expect(within(cards()[0]).getByText('Cover')).toBeTruthy();

    const later = screen.getByRole('button', { name: 'Move photo 1 of 3 later' });
    later.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH' && r.path.endsWith('/photos/order'))).toBe(true));
    const order = requests.find((r) => r.path.endsWith('/photos/order'))!;
    expect(JSON.parse(order.body)).toEqual({ photoIds: [photo(1, 0).id, photo(3, 0).id, photo(2, 0).id] });
    expect(cardIds()).toEqual([photo(1, 0).id, photo(3, 0).id, photo(2, 0).id]);
    // focus follows the moved photo
    expect(document.activeElement?.closest('[data-photo-id]')?.getAttribute('data-photo-id')).toBe(photo(3, 0).id);
    expect(screen.getByText('Photo moved to position 2 of 3.')).toBeTruthy();
  });

  it('two quick moves are saved one after the other, and the first answer, coming late, does not undo the second on screen', async () => {
    stored = [photo(1, 0), photo(2, 1)];
    const answer = fetch;
    // The first order call is held at the "server" until released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let orderCalls = 0;
    vi.stubGlobal('fetch', async (req: Request) => {
      if (req.method === 'PATCH' && req.url.endsWith('/photos/order') && ++orderCalls === 1) {
        const response = await answer(req);
        await held;
        return response;
      }
      return answer(req);
    });
    render();
    await waitFor(() => expect(cardIds()).toHaveLength(2));
    const [first, second] = [photo(1, 0).id, photo(2, 0).id];
    screen.getByRole('button', { name: 'Move photo 1 of 2 later' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toMatch(/Move photo 2 of 2 earlier/));
    await userEvent.keyboard('{Enter}');
    expect(cardIds()).toEqual([first, second]);
    // The second call waits for the first: the server gets them in the host's order.
    expect(requests.filter((r) => r.path.endsWith('/photos/order'))).toHaveLength(1);
    release();
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/photos/order'))).toHaveLength(2));
    await waitFor(() => expect(stored.map((p) => p.id)).toEqual([first, second]));
    // The first answer ([second, first]) came after the second move: the screen kept the newest.
    await new Promise((r) => setTimeout(r, 20));
    expect(cardIds()).toEqual([first, second]);
  });

  it('reorders by dragging one photo onto another', async () => {
    stored = [photo(1, 0), photo(2, 1), photo(3, 2)];
    render();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    const data = { effectAllowed: '', dropEffect: '', setData: () => {}, types: ['text/plain'] };
    fireEvent.dragStart(cards()[2].querySelector('.photo-card__frame')!, { dataTransfer: data });
    fireEvent.dragOver(cards()[0], { dataTransfer: data });
    fireEvent.drop(cards()[0], { dataTransfer: data });
    await waitFor(() => expect(cardIds()).toEqual([photo(3, 0).id, photo(1, 0).id, photo(2, 0).id]));
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/photos/order'))).toHaveLength(1));
  });

  it('deletes after a delay that Undo cancels', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    stored = [photo(1, 0), photo(2, 1)];
    const view = render();
    await waitFor(() => expect(cardIds()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete photo 1 of 2' }));
    expect(cardIds()).toEqual([photo(2, 0).id]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cardIds()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(UNDO_DELAY_MS + 100));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete photo 2 of 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete photo 1 of 1' }));
    expect(view.lastFrame().valid).toBe(false); // nothing left to show
    act(() => vi.advanceTimersByTime(UNDO_DELAY_MS + 100));
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(2));
    expect(stored).toEqual([]);
  });

  it('saves a caption when the field is left', async () => {
    stored = [photo(1, 0)];
    render();
    const input = await screen.findByRole('textbox', { name: 'Caption' });
    await userEvent.type(input, 'Sea view{Enter}');
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toBe(JSON.stringify({ caption: 'Sea view' })));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sea view' })).toBeTruthy());
  });

  it('shows an error with a retry when the photos cannot be loaded', async () => {
    vi.stubGlobal('fetch', async (req: Request) =>
      new URL(req.url).pathname.endsWith('/app/properties-configuration') ? json(propertiesConfiguration('en-US')) : json({ status: 500, title: 'x' }, 500),
    );
    render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
