import { saveFile } from '../../ui/save-file';

// The drawn diagram as files to share: the SVG Mermaid made, or a PNG painted from it at twice its
// size (sharp on a slide). Drawing our own SVG through a blob: address stays within the security
// policy (img-src allows blob:).

const svgBlob = (svg: SVGSVGElement) => new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml;charset=utf-8' });

export function downloadSvg(svg: SVGSVGElement, name: string): void {
  saveFile(svgBlob(svg), `${name}.svg`);
}

export async function downloadPng(svg: SVGSVGElement, name: string, scale = 2): Promise<void> {
  const box = svg.viewBox.baseVal;
  const width = Math.ceil((box?.width || svg.getBoundingClientRect().width) * scale);
  const height = Math.ceil((box?.height || svg.getBoundingClientRect().height) * scale);
  const url = URL.createObjectURL(svgBlob(svg));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff'; // a PNG on a dark slide stays readable
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('the PNG could not be made');
    saveFile(png, `${name}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
