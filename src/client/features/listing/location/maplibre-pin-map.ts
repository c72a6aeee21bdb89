import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

// The map of the location/map step, loaded only by that step (dynamic import): MapLibre GL with
// the deployment's style (MAP_STYLE_URL, passed in the app settings: streets and houses, so a host
// can put the pin on the house), or, when none is configured or it cannot be read, a style whose
// only source is the country shapes of world-atlas (Natural Earth 1:50m), served from our own
// assets — no tile server, nothing leaves the portal. A draggable pin; a click on the map moves it
// there; focused, the arrow keys move it.

export interface PinMapOptions {
  latitude: number;
  longitude: number;
  zoom: number;
  pinLabel: string;
  /** A MapLibre style JSON (app settings mapStyleUrl); absent: the offline country map. */
  styleUrl?: string;
  onMove: (latitude: number, longitude: number) => void;
}

export interface PinMapHandle {
  setPin(latitude: number, longitude: number): void;
  remove(): void;
}

// The bundler's copy of the worker: MapLibre would look for it next to its own chunk otherwise.
setWorkerUrl(workerUrl);

let countries: Promise<GeoJSON.FeatureCollection> | null = null;
function countryShapes() {
  countries ??= fetch(countriesUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`country shapes: ${r.status}`);
      return r.json() as Promise<Topology>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as GeoJSON.FeatureCollection);
  countries.catch(() => (countries = null));
  return countries;
}

/**
 * The configured style when it answers with a style document, else the offline one: a missing
 * tile server must not leave the host without a map. MapLibre is given the address, not the
 * document, so the style's relative sprite and glyph addresses still resolve.
 */
async function mapStyle(styleUrl: string | undefined): Promise<{ style: string | StyleSpecification; detailed: boolean }> {
  if (styleUrl) {
    try {
      const r = await fetch(styleUrl);
      const doc = r.ok ? ((await r.json()) as { version?: unknown }) : null;
      if (doc?.version === 8) return { style: styleUrl, detailed: true };
    } catch {
      // unreachable or not JSON: the offline map below
    }
  }
  return { style: offlineStyle(await countryShapes()), detailed: false };
}

function offlineStyle(data: GeoJSON.FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3f3' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f6f3ec' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#8d99a6', 'line-width': 1 } },
    ],
  };
}

/** Six decimals: about 10 cm, more than a pin dropped by hand means. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

export async function createPinMap(container: HTMLElement, options: PinMapOptions): Promise<PinMapHandle> {
  const { style, detailed } = await mapStyle(options.styleUrl);
  const map = new MapLibreMap({
    container,
    style,
    center: [options.longitude, options.latitude],
    zoom: options.zoom,
    // Country outlines say nothing closer in; a street map is read down to the house.
    maxZoom: detailed ? 19 : 14,
    // A tile provider's data comes with its credits (OpenStreetMap and others require them).
    attributionControl: detailed ? { compact: true } : false,
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  const marker = new Marker({ draggable: true, color: '#0b5cad' }).setLngLat([options.longitude, options.latitude]).addTo(map);
  marker.getElement().setAttribute('aria-label', options.pinLabel);
  marker.getElement().setAttribute('title', options.pinLabel);
  marker.on('dragend', () => {
    const { lat, lng } = marker.getLngLat().wrap();
    options.onMove(round(lat), round(lng));
  });
  // The pin by keyboard: focused, the arrow keys move it (Shift for bigger steps), like dragging.
  marker.getElement().addEventListener('keydown', (e) => {
    const step = e.shiftKey ? 50 : 10;
    const delta = ({ ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] } as Record<string, [number, number]>)[e.key];
    if (!delta) return;
    e.preventDefault();
    e.stopPropagation(); // the map would pan instead
    const point = map.project(marker.getLngLat());
    const { lat, lng } = map.unproject([point.x + delta[0], point.y + delta[1]]).wrap();
    marker.setLngLat([lng, lat]);
    options.onMove(round(lat), round(lng));
  });
  map.on('click', (e) => {
    const { lat, lng } = e.lngLat.wrap();
    marker.setLngLat([lng, lat]);
    options.onMove(round(lat), round(lng));
  });
  return {
    setPin(latitude, longitude) {
      marker.setLngLat([longitude, latitude]);
      // Typed coordinates far away: bring the pin into view.
      if (!map.getBounds().contains([longitude, latitude])) map.easeTo({ center: [longitude, latitude] });
    },
    remove: () => map.remove(),
  };
}
