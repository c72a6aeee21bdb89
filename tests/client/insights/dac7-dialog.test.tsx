// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectTokenBridge } from '../../../src/client/auth/token-bridge';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { ALPINE, json, problem, stubInsightsFetch } from './insights-fetch';


// The DAC7 dialog of /insights (AS §2.7, AS §7): the years a report exists for, newest first; a
// download is fetched with the bearer token and saved under the name content-disposition gives,
// else report-{year}.csv; a failed download says so; no years, a clear word.


let saved: { name: string; blob: Blob }[];
let disconnect: () => void;
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // The browser's download: the link's name and the file behind its address.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  disconnect = connectTokenBridge({ accessToken: () => 'token-1', refreshAfterUnauthorized: async () => false, endAfterUnauthorized: () => undefined });
});
afterEach(() => {
  disconnect();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const csv = (year: number, disposition?: string) =>
  new Response(`seller,listing,quarter\nAlpine,${year},1\n`, { status: 200, headers: { 'content-type': 'text/csv', ...(disposition && { 'content-disposition': disposition }) } });

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Tax report (DAC7)' }));
  return screen.findByRole('dialog', { name: 'Tax report (DAC7)' });
}

describe('DAC7 report', () => {
  it('lists the years newest first and saves a download under the header’s name', async () => {
    const net = stubInsightsFetch();
    net.always.set('/api/app/report/dac7/availability', () => json({ years: [2024, 2025] }));
    net.always.set('/api/app/report/dac7/2025', () => csv(2025, 'attachment; filename="dac7-report-2025.csv"'));
    net.always.set('/api/app/report/dac7/2024', () => csv(2024));
    const app = await renderApp({ user: userInfo(), path: `/insights/performance/${ALPINE}` });
    const dialog = await openDialog();
    const years = await within(dialog).findByRole('list', { name: 'Years with a report' });
    expect(within(years).getAllByRole('listitem').map((li) => li.querySelector('.dac7-years__year')!.textContent)).toEqual(['2025', '2024']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report for 2025' }));
    expect((await within(dialog).findByTestId('dac7-done')).textContent).toBe('The report for 2025 was saved as dac7-report-2025.csv.');
    expect(saved.map((s) => s.name)).toEqual(['dac7-report-2025.csv']);
    expect((await saved[0]!.blob.text()).split('\n')[0]).toBe('seller,listing,quarter');
    expect(net.callsTo('/api/app/report/dac7/2025')[0]!.authorization).toBe('Bearer token-1');
    // The page's language goes along: the server writes the CSV with that language's cell separator.
    expect(net.callsTo('/api/app/report/dac7/2025')[0]!.query.get('hl')).toBe('en-US');

    // No header: report-{year}.csv.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report for 2024' }));
    expect((await within(dialog).findByText('The report for 2024 was saved as report-2024.csv.')).textContent).toBeTruthy();
    expect(saved.map((s) => s.name)).toEqual(['dac7-report-2025.csv', 'report-2024.csv']);
    expect(app.missing).toEqual([]);
  });

  it('reads a UTF-8 file name, and says so clearly when a download fails', async () => {
    const net = stubInsightsFetch();
    net.always.set('/api/app/report/dac7/availability', () => json({ years: [2025] }));
    net.always.set('/api/app/report/dac7/2025', () => csv(2025, "attachment; filename=\"fallback.csv\"; filename*=UTF-8''Bericht%20M%C3%BCller%202025.csv"));
    await renderApp({ user: userInfo(), path: `/insights/performance/${ALPINE}` });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download the report for 2025' }));
    await within(dialog).findByTestId('dac7-done');
    expect(saved.map((s) => s.name)).toEqual(['Bericht Müller 2025.csv']);

    net.always.set('/api/app/report/dac7/2025', () => problem(404, 'No report for 2025.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report for 2025' }));
    const alert = await within(dialog).findByTestId('dac7-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('The report for 2025 could not be downloaded.');
    expect(within(dialog).queryByTestId('dac7-done')).toBeNull();
    expect(saved).toHaveLength(1);
  });

  it('shows a download running until the file is saved', async () => {
    const net = stubInsightsFetch();
    net.always.set('/api/app/report/dac7/availability', () => json({ years: [2025] }));
    const half = new TextEncoder().encode('seller,listing\n');
    let finish!: () => void;
    net.always.set(
      '/api/app/report/dac7/2025',
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(half);
              finish = () => {
                controller.enqueue(half);
                controller.close();
              };
            },
          }),
          { status: 200, headers: { 'content-type': 'text/csv', 'content-length': String(half.length * 2) } },
        ),
    );
    await renderApp({ user: userInfo(), path: `/insights/performance/${ALPINE}` });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download the report for 2025' }));
    const progress = await within(dialog).findByTestId('dac7-progress');
    expect(progress.textContent).toContain('Downloading the report for 2025');
    // Before the size is known the bar only shows activity (no value); the happy-dom test browser
    // hands the HTTP client the body whole, so the share itself is seen in the browser journey only.
    expect(progress.querySelector('progress')!.hasAttribute('value')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Download the report for 2025' }).getAttribute('aria-busy')).toBe('true');
    finish();
    expect(await within(dialog).findByText('The report for 2025 was saved as report-2025.csv.')).toBeTruthy();
    expect(within(dialog).queryByTestId('dac7-progress')).toBeNull();
  });

  it('says when no report exists yet', async () => {
    const net = stubInsightsFetch();
    net.always.set('/api/app/report/dac7/availability', () => json({ years: [] }));
    await renderApp({ user: userInfo(), path: `/insights/performance/${ALPINE}` });
    const dialog = await openDialog();
    expect((await within(dialog).findByTestId('dac7-empty')).textContent).toContain('No report is available yet');
    expect(within(dialog).queryByRole('button', { name: /Download/ })).toBeNull();
  });
});
