// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { IntlProvider } from '../../src/client/i18n/intl';
import { AppDataContext, type AppData } from '../../src/client/app/app-data';
import { PinMap } from '../../src/client/features/listing/location/pin-map';
import type { PinMapOptions } from '../../src/client/features/listing/location/maplibre-pin-map';
import { appSettings, publicSettings } from '../shared/user-info-fixture';
import { scopeTexts } from './support/step-form';

// The location step's map takes the deployment's style from the app settings (MAP_STYLE_URL);
// MapLibre itself is replaced (no WebGL here): only what the map is created with is checked.

const created: PinMapOptions[] = [];
vi.mock('../../src/client/features/listing/location/maplibre-pin-map', () => ({
  createPinMap: async (_container: HTMLElement, options: PinMapOptions) => {
    created.push(options);
    return { setPin: () => {}, remove: () => {} };
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  created.length = 0;
});

function renderMap(mapStyleUrl?: string) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  const data: AppData = { locale: 'en-US', appSettings: appSettings(mapStyleUrl ? { mapStyleUrl } : {}), publicSettings: publicSettings(), offline: false, reload: () => {} };
  render(
    <IntlProvider locale="en-US" messages={scopeTexts(['app', 'listing'])}>
      <AppDataContext.Provider value={data}>
        <PinMap latitude={46.6} longitude={13.8} zoom={12} onMove={() => {}} />
      </AppDataContext.Provider>
    </IntlProvider>,
  );
}

describe('the pin map style', () => {
  it('uses the configured style', async () => {
    renderMap('https://tiles.example.org/styles/streets.json');
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.styleUrl).toBe('https://tiles.example.org/styles/streets.json');
  });

  it('falls back to the offline map when none is configured', async () => {
    renderMap();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.styleUrl).toBeUndefined();
  });
});
