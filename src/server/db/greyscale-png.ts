import { crc32, deflateSync } from 'node:zlib';

/**
 * A valid greyscale PNG of width × height pixels, every pixel one shade, built byte by byte (no
 * image library): the seed's stand-in for a scanned document (8 bits, light grey) and the tests'
 * decompression bomb (1 bit, black: a few kilobytes that decode to a huge bitmap).
 */
export function greyscalePng(width: number, height: number, { bitDepth = 8, shade = 0 }: { bitDepth?: 1 | 8; shade?: number } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 0, 0, 0, 0], 8); // greyscale, deflate, adaptive filtering, no interlace
  const row = Buffer.alloc(1 + Math.ceil((width * bitDepth) / 8), shade);
  row[0] = 0; // filter: none
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // The bomb's megabytes of zeros compress as well at the fastest level.
    chunk('IDAT', bitDepth === 1 ? deflateSync(rows, { level: 1 }) : deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
