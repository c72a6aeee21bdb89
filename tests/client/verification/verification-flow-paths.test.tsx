// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { EventObject, SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { MachinePath } from '../../../machines/paths';
import type { VerificationFlowEvent, verificationFlowMachine } from '../../../machines/verification-flow/verification-flow.machine';
import { selectContinueEvent } from '../../../machines/verification-flow/verification-flow.select';
import { liveMachines } from '../../../src/client/app/live-machines';
import type { IndividualDetails } from '../../../src/shared/schemas/onboarding';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { configuration as propertiesConfiguration } from '../unit-steps/support';
import { button, click, replayPaths, typeInto, type Drivers, type Ui } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The verification-flow machine's paths replayed against the real /verification/* routes (the
// page, its step frame and the real step forms, the real actors and HTTP client) for a subscription
// host who sees two steps, "Your personal details" (identity) and "Your ID document" (upload-id),
// as the machine's fixtures walk them. Only fetch and the upload's XMLHttpRequest are replaced:
// a fake server whose answers to the machine's calls (kyc/set-start-at; the configuration read
// by loadFlow and by a save's progress; the details saved) follow the path, each held until the
// path says the call answers. Which call a configuration read belongs to is told by the flow's
// state (the documents form reads it too, as it opens).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof verificationFlowMachine>;

const O = '/api/app/user/onboarding';
const HOST = userInfo({ kycInitiated: true });
const TITLES: Record<string, string> = { identity: 'Your personal details', 'upload-id': 'Your ID document' };
/** What completes each step on the server: its section, and for the documents step a document of its kinds. */
const SECTION: Record<string, string> = { identity: 'identity-details', 'upload-id': 'identity-documents' };
const passport = (id: string) => ({ id, kind: 'passport', subject: 'host', fileName: `${id}.pdf`, mimeType: 'application/pdf', byteSize: 2048, createdAt: '2026-11-01T10:00:00.000Z' });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });
const refusal = (error: { status: number; fields?: Record<string, string[]> }) => {
  // Status 0 is the network failing: fetch itself rejects.
  if (error.status === 0) throw new TypeError('Failed to fetch');
  const invalidParams = Object.entries(error.fields ?? {}).flatMap(([name, reasons]) => reasons.map((reason) => ({ name, reason })));
  return json({ type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: error.status, detail: 'Some fields are not valid.', invalidParams }, error.status);
};

type Outcome = EventObject & { output?: { steps?: string[]; completed?: string[] }; error?: { status: number; fields?: Record<string, string[]> } };
const isOutcome = (e: EventObject) => /^xstate\.(done|error)\.actor\./.test(e.type);
/** A path whose flow loads no step: the host sees none (verification and payout switched off). */
const seesNoStep = (path: MachinePath) => path.steps.some((s) => s.event.type === 'xstate.done.actor.loadFlow' && (s.event as Outcome).output?.steps?.length === 0);
const flowState = () => liveMachines().find((m) => m.machineId === 'verificationFlow' && m.status === 'running')?.value;

/** The fake server of one path: the machine's calls answer in the path's order, each once released. */
function fakeVerificationApi(path: MachinePath) {
  const outcomes = path.steps.map((s) => s.event as Outcome).filter(isOutcome);
  const server = { details: null as IndividualDetails | null, sections: [] as string[], documents: [] as ReturnType<typeof passport>[] };
  const problems: string[] = [];
  let next = 0;
  let released = 0;
  let wake: (() => void)[] = [];
  /** A load the path fails: the client's own retries of that read (the HTTP client repeats a failed GET) fail alike. */
  let failingLoad: Outcome['error'] | null = null;
  /** The next outcome of the path, for this actor's call, once the replay releases it. */
  const turn = async (actor: string) => {
    const i = next++;
    const outcome = outcomes[i];
    // A call past the path's end stays unanswered (the path ends while it is under way).
    if (outcome && !outcome.type.endsWith(`.actor.${actor}`)) problems.push(`${path.name}: call ${i} is ${actor}, the path answers ${outcome?.type}`);
    while (released <= i) await new Promise<void>((r) => wake.push(r));
    return outcome!;
  };
  const holdsProgress = (completed: string[]) => {
    server.sections = completed.map((id) => SECTION[id]!);
    if (completed.includes('upload-id') && server.documents.length === 0) server.documents = [passport('p1')];
  };
  const configuration = () => ({
    onboardingStatus: 'in_progress',
    requiredSections: [],
    completedSections: server.sections,
    documentKinds: ['id-card', 'passport', 'driving-licence', 'company-registration', 'bank-statement'],
    acceptedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxFileBytes: 10 * 1024 * 1024,
    maxFilesPerUpload: 4,
    noTaxIdCountries: [],
    noVatCountries: [],
    profileType: 'Individual',
    documents: server.documents,
  });
  vi.stubGlobal('fetch', async (req: Request) => {
    // The machines' list is brought up to date in a microtask after each snapshot: a call made as
    // the flow enters a state (its invoke) reads that state only once that microtask has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const url = new URL(req.url);
    const key = `${req.method} ${url.pathname}`;
    if (key === 'GET /api/app/user/info') {
      // loadFlow starts with the user: a new load, not a repeat of the last one.
      if (flowState() === 'loading') failingLoad = null;
      return json(HOST);
    }
    // The countries and other lists of the forms: the server's own.
    if (key === 'GET /api/app/properties-configuration') return json(propertiesConfiguration());
    if (key === 'GET /api/app/user/kyc/status') return json({ status: 'VERIFICATION_IN_PROGRESS', tier: 'in_progress', check: 'pending' });
    if (key === 'POST /api/app/user/kyc/set-start-at') {
      const outcome = await turn('startKyc');
      return outcome.error ? refusal(outcome.error) : json({ startedAt: '2026-11-26T09:00:00.000Z' });
    }
    if (key === `GET ${O}/getIndividualDetails`) return json({ details: server.details });
    if (key === `GET ${O}/getBusinessDetails`) return json({ company: null, owners: [], shareholders: [], signatories: [] });
    if (key === `GET ${O}/getBankAccounts`) return json({ accounts: [] });
    if (key === `POST ${O}/saveIndividualDetails`) {
      const body = (await req.json()) as IndividualDetails;
      // The identity step's save: refused here when the path refuses it, else stored.
      if (outcomes[next]?.type === 'xstate.error.actor.saveStep') return refusal((await turn('saveStep')).error!);
      server.details = body;
      return json({ details: body });
    }
    if (key === `GET ${O}/getConfiguration`) {
      const state = flowState();
      // loadFlow's read, or a save's progress (the documents step's save is only that read);
      // otherwise the documents form reading what is on file as it opens.
      if (state === 'loading' && failingLoad) return refusal(failingLoad);
      if (state === 'loading' || state === 'saving') {
        const outcome = await turn(state === 'loading' ? 'loadFlow' : 'saveStep');
        if (outcome.error && state === 'loading') failingLoad = outcome.error;
        if (outcome.error) return refusal(outcome.error);
        holdsProgress(outcome.output!.completed!);
      }
      return json(configuration());
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });
  // The upload (XMLHttpRequest with progress): the file goes on file as a passport.
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
    send() {
      setTimeout(() => {
        const doc = passport(`u${server.documents.length + 1}`);
        server.documents = [...server.documents, doc];
        this.status = 201;
        this.responseText = JSON.stringify({ uploaded: [doc], documents: server.documents });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    server,
    problems,
    holdWrites() {
      let done = false;
      return () => {
        if (done) return;
        done = true;
        released += 1;
        const woken = wake;
        wake = [];
        woken.forEach((r) => r());
      };
    },
    // The path's own outcome already carries the refusal (its status and fields).
    failNextWrite(status: number) {
      if (outcomes[released]?.error?.status !== status) problems.push(`${path.name}: refusal ${status} is not the path's next outcome`);
    },
  };
}

let page: { api: ReturnType<typeof fakeVerificationApi>; router: Awaited<ReturnType<typeof renderApp>>['router'] };

async function mount(path: MachinePath) {
  const api = fakeVerificationApi(path);
  const app = await renderApp({
    user: HOST,
    path: '/verification',
    publicSettings: seesNoStep(path) ? { verificationEnabled: false, payoutEnabled: false } : {},
  });
  // As in the app (providers.tsx): the forms read their data afresh when they mount.
  app.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  page = { api, router: app.router };
  // The route's page is loaded lazily: the flow is there once it says it is loading.
  await screen.findByText('Loading your verification…');
  return api;
}

// ---- The step forms as the host fills them.

const stepForm = () => screen.queryByRole('form');
const stepShown = () => {
  const form = stepForm();
  return form ? Object.keys(TITLES).find((id) => form.getAttribute('aria-labelledby') === `verification-step-${id}`) ?? null : null;
};
const textbox = (name: RegExp) => screen.queryByRole('textbox', { name }) as HTMLInputElement | null;
const combobox = (name: RegExp) => screen.queryByRole('combobox', { name }) as HTMLSelectElement | null;

async function setText(ui: Ui, box: HTMLInputElement | null, value: string) {
  if (!box) throw new Error('a field of the step is missing');
  if (box.value !== value) await typeInto(ui, box, value);
}
async function setSelect(ui: Ui, select: HTMLSelectElement | null, value: string) {
  if (!select) throw new Error('a list of the step is missing');
  if (select.value !== value) await ui.user.selectOptions(select, value);
}

/** Every field of the personal details, validly (as tests/client/onboarding-steps/identity-details.test.tsx fills them). */
async function fillPersonalDetails(ui: Ui, firstName: string) {
  await setText(ui, textbox(/^First name/), firstName);
  await setText(ui, textbox(/^Last name/), 'Berger');
  const birth = screen.getByLabelText(/^Date of birth/) as HTMLInputElement;
  if (birth.value !== '1980-05-04') {
    await ui.user.clear(birth);
    await ui.user.type(birth, '1980-05-04');
  }
  await setSelect(ui, combobox(/^Nationality/), 'AT');
  await setSelect(ui, combobox(/^Country$/), 'IT');
  await setText(ui, textbox(/^Street/), 'Via Roma');
  await setText(ui, textbox(/^House number/), '12');
  await setText(ui, textbox(/^Postal code/), '50123');
  await setText(ui, textbox(/^City/), 'Florence');
  await setText(ui, textbox(/^State or province/), 'Tos');
  await setSelect(ui, combobox(/^Country that issued/), 'IT');
  await setText(ui, textbox(/^Tax ID/), 'BRGNNA80E44Z102X');
}

/**
 * The host changes the step's form to what the event reports. The personal details: filled in
 * (a first name other than the one on file), or with the last name emptied, or put back as on
 * file. The ID document: a passport uploaded.
 */
async function changeForm(e: Extract<VerificationFlowEvent, { type: 'form.change' }>, ui: Ui): Promise<boolean> {
  const step = stepShown();
  const saved = page.api.server.details;
  const other = saved?.firstName === 'Anna' ? 'Anne' : 'Anna';
  if (step === 'identity') {
    if (e.dirty && e.valid) {
      if (saved) await setText(ui, textbox(/^First name/), other);
      else await fillPersonalDetails(ui, other);
    } else if (e.dirty) {
      await setText(ui, textbox(/^First name/), other);
      await setText(ui, textbox(/^Last name/), '');
    } else {
      // Unchanged and valid: only details on file that are valid can be put back.
      if (!saved || !e.valid) return false;
      await setText(ui, textbox(/^First name/), saved.firstName);
      await setText(ui, textbox(/^Last name/), saved.lastName);
    }
    return true;
  }
  if (step === 'upload-id' && e.dirty && e.valid) {
    const before = screen.queryAllByText(/^u\d+\.pdf$/).length;
    await ui.user.upload(screen.getByLabelText(/^Files/), new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    await screen.findAllByText(`u${page.api.server.documents.length}.pdf`);
    expect(screen.queryAllByText(/^u\d+\.pdf$/).length).toBe(before + 1);
    return true;
  }
  return false;
}

const enabled = (name: string) => {
  const b = button(name) as HTMLButtonElement | null;
  return b && !b.disabled ? b : null;
};

const drivers: Drivers<VerificationFlowEvent> = {
  'flow.retry': (_e, ui) => click(ui, enabled('Try again')),
  'form.change': changeForm,
  'step.save': (_e, ui) => click(ui, enabled('Save and continue')),
  'step.next': (_e, ui) => click(ui, enabled('Continue')),
  'step.back': (_e, ui) => click(ui, stepForm() ? (within(stepForm()!).queryByRole('button', { name: 'Back' }) as HTMLButtonElement | null) : null),
  // The host types the step's address (/verification/{step}) in the address bar.
  'step.goTo': async (e) => {
    if (!stepForm()) return false;
    await act(async () => {
      await page.router.navigate(`/verification/${e.stepId}`);
    });
    return true;
  },
};

// ---- What the page shows in each state.

const noProblems = () => expect(page.api.problems).toEqual([]);
const loadingShown = () => {
  noProblems();
  expect(screen.getByText('Loading your verification…').closest('[role="status"]')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeTruthy();
  expect(stepForm()).toBeNull();
  expect(button('Try again')).toBeNull();
};

/** The step of the machine on screen: its title, place, address, error, Back and the button that goes on. */
function stepFrameShown(s: Snapshot, saving: boolean) {
  noProblems();
  const stepId = s.context.stepId!;
  expect(stepShown()).toBe(stepId);
  expect(within(stepForm()!).getByRole('heading', { level: 2 }).textContent).toBe(TITLES[stepId]);
  const nav = screen.getByRole('navigation', { name: 'Verification steps' });
  expect(within(nav).getByTestId('verification-position').textContent).toBe(`Step ${s.context.steps.indexOf(stepId) + 1} of ${s.context.steps.length}`);
  expect(within(nav).getAllByRole('listitem').map((li) => [li.textContent, li.getAttribute('aria-current')])).toEqual(
    s.context.steps.map((id) => [TITLES[id], id === stepId ? 'step' : null]),
  );
  expect(page.router.state.location.pathname).toBe(`/verification/${stepId}`);
  const alert = within(stepForm()!).queryByText('This step could not be saved. Please check the fields marked below and try again.');
  expect(alert !== null).toBe(s.context.errorCode === 'saveFailed');
  // A field the server refused is marked on the personal details (the documents step has none of them).
  if (stepId === 'identity' && s.context.fieldErrors.some((f) => f.field === 'birthDate')) {
    expect(screen.getByLabelText(/^Date of birth/).getAttribute('aria-invalid')).toBe('true');
  }
  const back = within(stepForm()!).getByRole('button', { name: 'Back' }) as HTMLButtonElement;
  expect(back.disabled).toBe(saving || !s.can({ type: 'step.back' }));
  expect(stepForm()!.getAttribute('aria-busy')).toBe(saving ? 'true' : null);
  const goesOn = selectContinueEvent(s);
  const primary = (button(goesOn === 'step.next' ? 'Continue' : 'Save and continue') ?? button('Save and continue')) as HTMLButtonElement;
  expect(primary.textContent).toBe(goesOn === 'step.next' ? 'Continue' : 'Save and continue');
  expect(primary.disabled).toBe(saving || goesOn === null);
  expect(primary.getAttribute('aria-busy')).toBe(saving ? 'true' : null);
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  starting: loadingShown,
  loading: loadingShown,
  loadFailed: () => {
    noProblems();
    expect(screen.getByRole('heading', { name: 'Your verification could not be loaded' })).toBeTruthy();
    expect((button('Try again') as HTMLButtonElement).disabled).toBe(false);
    expect(stepForm()).toBeNull();
  },
  editing: (s) => stepFrameShown(s, false),
  saving: (s) => stepFrameShown(s, true),
  finished: () => {
    noProblems();
    expect(page.router.state.location.pathname).toBe('/verification/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, your documents are with us' })).toBeTruthy();
    expect(stepForm()).toBeNull();
  },
};

it('every path of the machine plays on the real verification pages, which show each state', async () => {
  await replayPaths({
    name: 'verification-flow',
    entry: machines['verification-flow'],
    mount,
    mountKey: (path) => (seesNoStep(path) ? 'no steps' : 'two steps'),
    drivers,
    viewChecks,
    notDrivable: {
      'form.change':
        'unchanged and valid is what a step\'s form reports by itself as it opens with valid details or documents on file, not a move of the host (the personal details have none on file until a save here; the ID document step opens with its passport); and the ID document step is changed yet not valid only while a further upload is still under way, which this replay does not hold',
    },
    // Every move is played on the view (the stops are other payloads of form.change on paths whose
    // moves other paths play), so no other transition path is tried.
  });
}, scaledMs(300_000));
