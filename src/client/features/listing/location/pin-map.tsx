import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Spinner } from '../../../ui/spinner';
import type { PinMapHandle } from './maplibre-pin-map';
import { AppDataContext } from '../../../app/app-data';

// The map with the property's pin, or — where the browser cannot draw it (no WebGL 2, e.g. a
// headless browser or an old device) — a notice that the coordinates fields below do the job.
// MapLibre is imported only here, when the map is shown, so no other screen pays for it.

export function webGl2Available(): boolean {
  try {
    return !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
}

export interface PinMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  onMove: (latitude: number, longitude: number) => void;
}

export function PinMap({ latitude, longitude, zoom, onMove }: PinMapProps) {
  const intl = useIntl();
  // The deployment's map style (MAP_STYLE_URL); outside the app start (a form on its own) the offline map.
  const styleUrl = useContext(AppDataContext)?.appSettings.mapStyleUrl;
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<PinMapHandle | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>(() => (webGl2Available() ? 'loading' : 'unavailable'));
  // The latest callback and position, for the map created asynchronously.
  const latest = useRef({ onMove, latitude, longitude });
  latest.current = { onMove, latitude, longitude };

  // What the map starts with, read once when it is created.
  const startWith = useEffectEvent(() => ({
    available: status !== 'unavailable',
    zoom,
    pinLabel: intl.formatMessage({ id: 'listing.location.map.pin' }),
    styleUrl,
  }));
  useEffect(() => {
    const start = startWith();
    if (!start.available) return;
    let cancelled = false;
    import('./maplibre-pin-map')
      .then(({ createPinMap }) =>
        createPinMap(container.current!, {
          latitude: latest.current.latitude,
          longitude: latest.current.longitude,
          zoom: start.zoom,
          pinLabel: start.pinLabel,
          styleUrl: start.styleUrl,
          onMove: (lat, lng) => latest.current.onMove(lat, lng),
        }),
      )
      .then(
        (created) => {
          if (cancelled) return created.remove();
          handle.current = created;
          created.setPin(latest.current.latitude, latest.current.longitude);
          setStatus('ready');
        },
        () => !cancelled && setStatus('unavailable'),
      );
    return () => {
      cancelled = true;
      handle.current?.remove();
      handle.current = null;
    };
    // Created once; the pin follows the props below.
  }, []);

  useEffect(() => {
    handle.current?.setPin(latitude, longitude);
  }, [latitude, longitude]);

  if (status === 'unavailable') {
    return (
      <div role="note" className="notice notice--warning location-map-unavailable">
        <p>
          <FormattedMessage id="listing.location.map.unavailable" />
        </p>
      </div>
    );
  }
  return (
    <div className="location-map" role="region" aria-label={intl.formatMessage({ id: 'listing.location.map.label' })} aria-busy={status === 'loading'}>
      <div ref={container} className="location-map__canvas" data-testid="location-map" />
      {status === 'loading' && (
        <div className="location-map__loading">
          <Spinner label={intl.formatMessage({ id: 'listing.location.map.loading' })} />
        </div>
      )}
    </div>
  );
}
