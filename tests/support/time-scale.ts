// How many times longer than usual a test may wait, from TEST_TIME_SCALE (default 1). .ci/run
// raises it for the tests it runs at the lowest CPU priority beside the browser journeys: there a
// test gets the cores only when the journeys leave them, and on a loaded machine npm test took
// twice its usual time and two tests ran past their limits while waiting, not while failing. A
// test that never finishes still fails, only later. Scales the default test and hook limits
// (vite.config.ts), the wait of findBy… and waitFor (client-setup.ts), the lint's limit, and every
// limit a test or hook sets itself (`}, scaledMs(120_000));`: tests/scripts/time-scale.test.ts
// finds one written as a bare number).
export function parseTimeScale(raw: string | undefined): number {
  const parsed = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isFinite(parsed) || parsed < 1 || parsed > 10) {
    throw new Error(`TEST_TIME_SCALE must be a number from 1 to 10, not "${raw}"`);
  }
  return parsed;
}

export const timeScale = parseTimeScale(process.env.TEST_TIME_SCALE);

export const scaledMs = (ms: number): number => Math.round(ms * timeScale);
