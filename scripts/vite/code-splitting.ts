import { startChunk } from './start-chunk';
import { START_MODULES } from './start-preloads';

// How the client's code is split into files (vite.config.ts, build.rolldownOptions.output).
//
// 1. What every start runs goes out as one file, `start` (start-chunk.ts).
// 2. Beyond the start, automatic chunking gives every set of pages sharing some modules a file of
//    its own: the calendar needed 29 files of 1-3 KB beyond the start, the bookings 26. A phone asks
//    for them six at a time over HTTP/1.1, a round trip per six; on a slow network that was about
//    0.6 s of the calendar's largest paint. Shared chunks smaller than INLINE_BELOW are copied into
//    the chunks that read them instead (rolldown's inline common chunks): the calendar now needs 5
//    files, the bookings 8, for about the same bytes. A registry in rolldown's runtime chunk keeps
//    one instance of each copied module (one state, one React context), whichever copy runs first;
//    tests/scripts/code-splitting.test.ts checks that on a small bundle.
//    Stylesheets are never copied: Vite would emit a copied module's CSS once per copy.
//    The cost: the option needs rolldown's strict execution order, which wraps each module in an
//    init function (the start chunk about 4.6 KB gzip larger).

/** Transformed source size (before minifying and compressing) under which a shared chunk is copied:
 *  16 KB left the menu's pages at 5-8 files; 8 KB at 6-11, 32 KB added bytes to the bookings. */
export const INLINE_BELOW = 16 * 1024;

/** Modules whose chunks stay files of their own: stylesheets. */
export const NEVER_INLINED = /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)(?:\?|$)/;

export function codeSplitting(root: string) {
  return {
    groups: [startChunk(root, ['src/client/main.tsx', ...START_MODULES])],
    experimentalInlineCommonChunks: { maxSize: INLINE_BELOW, exclude: NEVER_INLINED },
  };
}
