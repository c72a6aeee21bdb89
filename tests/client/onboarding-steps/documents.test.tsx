// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubOnboardingApi, badRequest } from './support';

// Steps verification/upload, identity-and-payout-details/upload, payout/upload and
// identity-and-payout-details/payout-document: documents upload as they are chosen, one request
// per file (documents[0][file], documents[0][kind]) with its progress and its own error.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const O = '/api/app/user/onboarding';
const doc = (id: string, kind: string, fileName: string) => ({ id, kind, subject: 'host', fileName, mimeType: 'application/pdf', byteSize: 20480, createdAt: '2026-11-01T10:00:00.000Z' });
const configuration = (documents: unknown[]) => ({
  onboardingStatus: 'in_progress',
  requiredSections: [],
  completedSections: [],
  documentKinds: ['id-card', 'passport', 'driving-licence', 'company-registration', 'bank-statement'],
  acceptedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 4,
  noTaxIdCountries: [],
  noVatCountries: [],
  profileType: 'Individual',
  documents,
});

/**
 * XMLHttpRequest as the upload uses it: reports half the body sent, then answers — once `held`
 * (if given) resolves, so a test can see the progress before the answer replaces it.
 */
function stubUpload(answer: (form: FormData) => { status: number; body: unknown }, held: Promise<void> = Promise.resolve()) {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    responseText = '';
    withCredentials = false;
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        void held.then(() =>
          setTimeout(() => {
            const a = answer(form);
            this.status = a.status;
            this.responseText = JSON.stringify(a.body);
            this.onload?.();
          }, 20),
        );
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

it.each(['payout-upload', 'identity-and-payout-details-payout-document'])('%s: uploads a bank statement with progress and lists it; Save then possible', async (stepId) => {
  stubOnboardingApi({ [`GET ${O}/getConfiguration`]: { body: configuration([]) } });
  // The answer waits until the test has seen the progress: on a busy machine both timers could
  // fire before React renders, and the progress would never be on screen.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const sent = stubUpload(() => ({ status: 201, body: { uploaded: [doc('d1', 'bank-statement', 'statement.pdf')], documents: [doc('d1', 'bank-statement', 'statement.pdf')] } }), held);
  const view = renderStep(stepId, { property: testProperty(), unit: testUnit() });
  expect(await screen.findByText('No document yet.')).toBeTruthy();
  expect(view.lastFrame().valid).toBe(false);
  expect(screen.queryByRole('combobox', { name: /Type of document/ })).toBeNull(); // one kind only
  await userEvent.upload(screen.getByLabelText(/^Files/), new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('progressbar', { name: 'Uploading statement.pdf' })).toBeTruthy();
  answer();
  const list = await screen.findByRole('list', { name: 'Documents on file' });
  expect(within(list).getByText('statement.pdf')).toBeTruthy();
  expect(within(list).getByText(/Bank statement/)).toBeTruthy();
  expect(sent[0].get('documents[0][kind]')).toBe('bank-statement');
  expect((sent[0].get('documents[0][file]') as File).name).toBe('statement.pdf');
  await waitFor(() => expect(view.lastFrame()).toMatchObject({ valid: true, dirty: true, values: { documentIds: ['d1'] } }));
  expect(view.missing).toEqual([]);
});

it.each(['verification-upload', 'identity-and-payout-details-upload'])('%s: offers identity kinds; a wrong type is refused before sending, a server refusal shown on its file', async (stepId) => {
  stubOnboardingApi({ [`GET ${O}/getConfiguration`]: { body: configuration([doc('d0', 'bank-statement', 'old-statement.pdf')]) } });
  const sent = stubUpload(() => badRequest([{ name: 'documents[0][file]', reason: 'must be a PDF, JPEG or PNG file' }]));
  const view = renderStep(stepId, { property: testProperty(), unit: testUnit() });
  const kind = await screen.findByRole('combobox', { name: /Type of document/ });
  expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual(['Identity card', 'Passport', 'Driving licence']);
  expect(screen.queryByText('old-statement.pdf')).toBeNull(); // a payout document is not an identity one
  await userEvent.selectOptions(kind, 'passport');
  await userEvent.upload(screen.getByLabelText(/^Files/), [new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File(['x'], 'scan.pdf', { type: 'application/pdf' })], { applyAccept: false });
  const alerts = await screen.findAllByRole('alert');
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  expect(alerts[0].textContent).toBe('Only PDF, JPEG or PNG files can be uploaded.');
  expect(sent).toHaveLength(1); // the text file never left the browser
  expect(sent[0].get('documents[0][kind]')).toBe('passport');
  expect(view.lastFrame().valid).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss the error of notes.txt' }));
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});
