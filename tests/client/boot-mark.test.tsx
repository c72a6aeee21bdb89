// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { BootMark } from '../../src/client/app/boot-mark';

// index.html paints the portal's mark before any script runs; the app's start screen draws the
// same one, so nothing jumps or changes colour when the app takes over.

const page = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
const drawing = (svg: Element) => ({
  className: svg.getAttribute('class'),
  viewBox: svg.getAttribute('viewBox'),
  hidden: svg.getAttribute('aria-hidden'),
  shapes: [...svg.children].map((shape) => `${shape.tagName.toLowerCase()} ${[...shape.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ')}`),
});

describe('the start screen mark', () => {
  it('is in index.html, inside the app element, before any script', () => {
    const mark = page.querySelector('#root > .boot-screen > svg');
    expect(mark).not.toBeNull();
    expect(mark!.children.length).toBeGreaterThan(0);
  });

  it('is drawn the same by the app', () => {
    const { container } = render(<BootMark />);
    expect(drawing(container.querySelector('svg')!)).toEqual(drawing(page.querySelector('#root svg')!));
    cleanup();
  });
});
