import { greyscalePng } from '../../src/server/db/greyscale-png';

/**
 * A valid PNG of width × height pixels that is small on disk and huge when decoded: 1-bit
 * greyscale, every pixel black, so its compressed rows are a few kilobytes. Built byte by byte
 * because encoding the same size with sharp takes seconds (it fills the whole RGB bitmap first).
 */
export const pngBomb = (width: number, height: number): Buffer => greyscalePng(width, height, { bitDepth: 1 });
