import { describe, expect, it } from 'vitest';
import { nextScrollDirection } from '../../src/client/shell/scroll-direction';

// AS §9 "Header scroll threshold: 0.35": a move counts once it is 0.35 of the
// 64 px bar, 22.4 px. The figures are written out, so a changed threshold or bar height fails here.

describe('the header and bottom bar scroll threshold (0.35 of 64 px)', () => {
  it('22.3 px down is a resting thumb; 22.5 px hides the bars', () => {
    expect(nextScrollDirection('up', 300, 322).direction).toBe('up');
    expect(nextScrollDirection('up', 300, 322.3).direction).toBe('up');
    expect(nextScrollDirection('up', 300, 322.5).direction).toBe('down');
    expect(nextScrollDirection('up', 300, 323).direction).toBe('down');
  });

  it('22.5 px upwards brings them back', () => {
    expect(nextScrollDirection('down', 600, 577.7).direction).toBe('down');
    expect(nextScrollDirection('down', 600, 577.5).direction).toBe('up');
  });

  it('within the first 64 px they always show', () => {
    expect(nextScrollDirection('down', 300, 64).direction).toBe('up');
    expect(nextScrollDirection('up', 40, 65 + 30).direction).toBe('down');
  });
});
