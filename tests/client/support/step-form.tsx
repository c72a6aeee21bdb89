import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { MemoryRouter } from '../../../src/client/router';
import { FormHostContext, type FormHost, type StepFrameProps } from '../../../src/client/forms/form-host';
import { stepDefinition } from '../../../src/client/features/listing/step-registry';
import { WizardActorContext, type ListingWizardActor } from '../../../src/client/features/listing/wizard-actor';
import type { Property } from '../../../src/shared/schemas/property';
import type { Unit } from '../../../src/shared/schemas/unit';
import { messageScopeDir } from '../../../src/client/i18n/message-scopes';

// One step form on its own, in a test host instead of the wizard: the frame records what the
// form says (values, dirty, valid) and offers a Save button that calls the step's real save
// (through the real HTTP client, so tests stub fetch, the network boundary). Missing texts are
// collected so a test can assert none occurred.

const ROOT = path.resolve(__dirname, '../../..');

/** Every text of the given scopes in a locale, sub-folders merged (as the browser loads them, from the folder messageScopeDir names). */
export function scopeTexts(scopes: string[], locale = 'en-US'): Record<string, string> {
  const collect = (dir: string): Record<string, string> => {
    const own = path.join(dir, `${locale}.json`);
    const here = readdirSync(dir).includes(`${locale}.json`) ? (JSON.parse(readFileSync(own, 'utf8')) as Record<string, string>) : {};
    const below = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
    return Object.assign(here, ...below.map((name) => collect(path.join(dir, name))));
  };
  return Object.assign({}, ...scopes.map((scope) => collect(path.join(ROOT, messageScopeDir(scope)))));
}

export interface RenderStepOptions {
  property: Property;
  unit: Unit;
  fieldErrors?: Record<string, string>;
  queryClient?: QueryClient;
  /** A running wizard, for forms that also read or drive it (the publish step's links to other steps). */
  actor?: ListingWizardActor;
}

export function renderStep(stepId: string, options: RenderStepOptions) {
  const step = stepDefinition(stepId);
  if (!step) throw new Error(`no step file for ${stepId}`);
  const frames: StepFrameProps[] = [];
  const missing: string[] = [];
  const saves: Record<string, unknown>[] = [];
  /** How each save ended: the answer, or the ApiError it threw. */
  const results: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  const ids = { propertyId: options.property.id, unitId: options.unit.publicId };

  function TestFrame(props: StepFrameProps) {
    frames.push(props);
    return (
      <form
        aria-label="step"
        onSubmit={(e) => {
          e.preventDefault();
          saves.push(props.values);
          step!.save?.(ids, props.values).then(
            (value) => results.push({ ok: true, value }),
            (error: unknown) => results.push({ ok: false, error }),
          );
        }}
      >
        {props.children}
        <button type="submit" disabled={!(props.valid && props.dirty)}>
          Save
        </button>
      </form>
    );
  }
  const host: FormHost = { Frame: TestFrame, fieldErrors: options.fieldErrors ?? {} };
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <IntlProvider locale="en-US" messages={scopeTexts(['app', 'listing'])} onError={(e) => missing.push(e.message)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <WizardActorContext.Provider value={options.actor ?? null}>
            <FormHostContext.Provider value={host}>
              <step.Form property={options.property} unit={options.unit} ids={ids} />
            </FormHostContext.Provider>
          </WizardActorContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return {
    ...view,
    queryClient,
    missing,
    saves,
    results,
    /** What the form last told its frame. */
    lastFrame: () => frames.at(-1)!,
  };
}

/** A property as the server sends it (PropertySchema), with what a test needs changed. */
export const testProperty = (overrides: Partial<Property> = {}): Property => ({
  id: 'prop-1',
  title: null,
  description: null,
  restaurantDescription: null,
  specialOfferDescription: null,
  unitIds: ['unit-1'],
  propertyType: 'single',
  accommodationType: 'apartment',
  thumbnail: null,
  unitSummary: { total: 1, published: 0, inProgress: 1 },
  firstFinishedUnitId: null,
  firstInProgressUnitId: 'unit-1',
  state: 'IN_PROGRESS',
  location: null,
  timeZone: 'UTC',
  timeZoneSetByHost: false,
  invalidFields: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** A unit as the server sends it (UnitSchema), with what a test needs changed. */
export const testUnit = (overrides: Partial<Unit> = {}): Unit => ({
  publicId: 'unit-1',
  propertyId: 'prop-1',
  timeZone: 'UTC',
  propertyType: 'single',
  title: null,
  description: null,
  state: 'IN_PROGRESS',
  availableActions: [],
  links: [],
  guests: null,
  bedroomCount: 0,
  propertySize: null,
  propertySizeMeasurementUnit: 'metric',
  rooms: [],
  amenities: [],
  calendarAvailability: { status: 'NEUTRAL' },
  invalidFields: [],
  missingFields: [],
  cancellationPolicy: null,
  bookingType: null,
  publishedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
