import sharp from 'sharp';
import { PHOTO_THUMBNAIL_WIDTH } from '../../shared/schemas/unit-photos';

// Pictures for the demo units, drawn at seed time: flat SVG illustrations (a sky, a landscape, a
// house, the sun) that nobody could take for a photograph of a real place, rendered by sharp to
// the JPEG large image and thumbnail the upload path stores. No network and no image files in the
// repository. 1200 × 800 is above the upload minimum (1024 × 683), so a demo photo looks like one
// a host could have uploaded, and keeps each large picture to a few tens of kilobytes.

export const DEMO_PICTURE_WIDTH = 1200;
export const DEMO_PICTURE_HEIGHT = 800;
export const DEMO_PICTURE_MIME_TYPE = 'image/jpeg';

/** What the unit's surroundings look like; decides the shapes of its pictures. */
export type Landform = 'hills' | 'sea' | 'mountains' | 'lavender' | 'lake';

export interface DemoScene {
  landform: Landform;
  /** Colours of the land (far, near) and the house's walls and roof. */
  palette: { far: string; near: string; walls: string; roof: string };
}

export interface DemoPicture {
  width: number;
  height: number;
  image: Buffer;
  thumbnail: Buffer;
}

const W = DEMO_PICTURE_WIDTH;
const H = DEMO_PICTURE_HEIGHT;

/** The four times of day a unit is shown at: one sky gradient and one sun or moon each. */
const SKIES = [
  { top: '#5aa9e6', bottom: '#cfe8f7', sun: '#fff3b0', sunY: 170 },
  { top: '#f28c6b', bottom: '#fde2b8', sun: '#fff1c9', sunY: 330 },
  { top: '#8fc7ef', bottom: '#eef7fb', sun: '#ffe88a', sunY: 120 },
  { top: '#1f2a52', bottom: '#5b5f97', sun: '#f4f1de', sunY: 150 },
] as const;

const house = (x: number, y: number, scale: number, s: DemoScene, lit: boolean) => {
  const w = 220 * scale;
  const h = 150 * scale;
  const window = lit ? '#ffd86b' : '#9cc3dd';
  return `<g>
    <rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${s.palette.walls}"/>
    <polygon points="${x - 20 * scale},${y - h} ${x + w / 2},${y - h - 90 * scale} ${x + w + 20 * scale},${y - h}" fill="${s.palette.roof}"/>
    <rect x="${x + w * 0.42}" y="${y - 70 * scale}" width="${w * 0.16}" height="${70 * scale}" fill="${s.palette.roof}"/>
    <rect x="${x + w * 0.12}" y="${y - h * 0.7}" width="${w * 0.18}" height="${h * 0.25}" fill="${window}"/>
    <rect x="${x + w * 0.7}" y="${y - h * 0.7}" width="${w * 0.18}" height="${h * 0.25}" fill="${window}"/>
  </g>`;
};

const tree = (x: number, y: number, r: number, colour: string) =>
  `<rect x="${x - r * 0.12}" y="${y - r * 0.2}" width="${r * 0.24}" height="${r}" fill="#6b4f3a"/><circle cx="${x}" cy="${y - r * 0.5}" r="${r}" fill="${colour}"/>`;

/** The land below the sky: far and near shapes of the unit's landform. */
function land(s: DemoScene, view: number): string {
  const { far, near } = s.palette;
  const shift = view * 90;
  const peak = 620 - view * 20;
  switch (s.landform) {
    case 'mountains':
      // The snow cap sits on the high peak, inside its slopes whatever the view.
      return `<polygon points="0,520 ${180 + shift / 3},230 390,470 ${peak},190 900,450 1060,300 ${W},420 ${W},${H} 0,${H}" fill="${far}"/>
        <polygon points="${peak - 100},320 ${peak},190 ${peak + 90},300 ${peak + 40},285 ${peak},310 ${peak - 45},290" fill="#ffffff"/>
        <polygon points="0,640 300,520 620,610 940,500 ${W},600 ${W},${H} 0,${H}" fill="${near}"/>`;
    case 'sea':
    case 'lake': {
      const water = s.landform === 'sea' ? '#2f7fb5' : '#3d8fa8';
      return `<polygon points="0,470 ${260 + shift},380 ${560 + shift},450 ${W},400 ${W},520 0,520" fill="${far}"/>
        <rect x="0" y="500" width="${W}" height="${H - 500}" fill="${water}"/>
        <rect x="0" y="560" width="${W}" height="10" fill="#ffffff" opacity="0.25"/>
        <rect x="120" y="630" width="${W - 240}" height="8" fill="#ffffff" opacity="0.2"/>
        <polygon points="0,${H} 0,690 420,720 700,${H}" fill="${near}"/>`;
    }
    case 'lavender': {
      const rows = Array.from({ length: 7 }, (_, i) => `<rect x="0" y="${590 + i * 30}" width="${W}" height="14" fill="#8e6bbf" opacity="${0.6 + i * 0.05}"/>`).join('');
      return `<polygon points="0,520 ${400 + shift},430 ${820 + shift},500 ${W},450 ${W},${H} 0,${H}" fill="${far}"/>
        <rect x="0" y="580" width="${W}" height="${H - 580}" fill="${near}"/>${rows}`;
    }
    case 'hills':
    default:
      return `<path d="M0,520 Q${300 + shift},380 ${620},500 T${W},460 L${W},${H} L0,${H} Z" fill="${far}"/>
        <path d="M0,650 Q${420 - shift},520 ${820},640 T${W},600 L${W},${H} L0,${H} Z" fill="${near}"/>`;
  }
}

/** One picture of a scene: view 0..3 changes the time of day and what stands in front. */
export function demoSceneSvg(s: DemoScene, view: number): string {
  const sky = SKIES[view % SKIES.length]!;
  const night = view % SKIES.length === 3;
  const sunX = 180 + ((view * 310) % 840);
  // By the sea or a lake the house stands on the near shore, not on the water.
  const waterside = s.landform === 'sea' || s.landform === 'lake';
  const trees = s.landform === 'mountains' ? '#2e5e3e' : '#5f7f3a';
  const front =
    view === 1 || view === 3
      ? house(waterside ? 60 : W * 0.5 - 110, waterside ? 770 : 700, waterside ? 1.1 : 1.3, s, night)
      : view === 2
        ? `${house(waterside ? 40 : 140, waterside ? 780 : 690, 0.9, s, false)}${waterside ? '' : `${tree(700, 700, 70, trees)}${tree(860, 690, 55, trees)}${tree(1010, 705, 62, trees)}`}`
        : `${tree(150, waterside ? 760 : 720, 60, trees)}${waterside ? '' : tree(1050, 730, 75, trees)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sky.sunY}" r="${night ? 46 : 70}" fill="${sky.sun}"/>
    ${land(s, view)}
    ${front}
  </svg>`;
}

// Flattened onto white like an upload (JPEG has no alpha; the sky covers the canvas anyway).
// Each size is drawn straight from the SVG: rasterising the small thumbnail again costs less
// than scaling the large pixels down. Baseline JPEG: progressive encoding took half as long again
// for a picture this plain.
async function renderPicture(svg: string): Promise<DemoPicture> {
  const source = Buffer.from(svg);
  const [large, thumbnail] = await Promise.all([
    sharp(source).flatten({ background: '#ffffff' }).jpeg({ quality: 70 }).toBuffer({ resolveWithObject: true }),
    sharp(source, { density: (72 * PHOTO_THUMBNAIL_WIDTH) / W }).flatten({ background: '#ffffff' }).jpeg({ quality: 70 }).toBuffer(),
  ]);
  return { width: large.info.width, height: large.info.height, image: large.data, thumbnail };
}

/** A unit's pictures, cover first. */
export const renderDemoPictures = (scene: DemoScene, count: number): Promise<DemoPicture[]> =>
  Promise.all(Array.from({ length: count }, (_, view) => renderPicture(demoSceneSvg(scene, view))));
