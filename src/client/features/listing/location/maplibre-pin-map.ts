import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

// The map of the location/map step, loaded only by that step (dynamic import): MapLibre GL with
// a style whose only source is the country shapes of world-atlas (Natural Earth 1:50m), served
// from our own assets — no tile server, nothing leaves the portal. A draggable pin; a click on
// the map moves it there; focused, the arrow keys move it.

export interface PinMapOptions {
  latitude: number;
  longitude: number;
  zoom: number;
  pinLabel: string;
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

function style(data: GeoJSON.FeatureCollection): StyleSpecification {
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
  const data = await countryShapes();
  const map = new MapLibreMap({
    container,
    style: style(data),
    center: [options.longitude, options.latitude],
    zoom: options.zoom,
    maxZoom: 14,
    attributionControl: false,
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
