// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LoadingSkeleton } from '../../src/client/ui/loading-skeleton';

// A section still loading shows grey lines, not the word; screen readers still hear the text.

afterEach(cleanup);

describe('LoadingSkeleton', () => {
  it('is a busy status whose text is for screen readers only, with hidden lines', () => {
    render(<LoadingSkeleton label="Loading notifications…" lines={3} className="extra" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.classList.contains('extra')).toBe(true);
    expect(screen.getByText('Loading notifications…').className).toBe('visually-hidden');
    const lines = status.querySelectorAll('.skeleton--line');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.getAttribute('aria-hidden')).toBe('true');
  });
});
