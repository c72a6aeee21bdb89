// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { html } from 'hono/html';
import { BootMark } from '../../src/client/app/boot-mark';
import { page as identityFrame } from '../../src/server/auth/pages/render';

// index.html paints the portal's mark before any script runs; the app's start screen draws the
// same one, so nothing jumps or changes colour when the app takes over.

const page = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
const drawing = (svg: Element) => ({
  className: svg.getAttribute('class'),
  viewBox: svg.getAttribute('viewBox'),
  hidden: svg.getAttribute('aria-hidden'),
  shapes: [...svg.children].map((shape) => `${shape.tagName.toLowerCase()} ${[...shape.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ')}`),
});

const favicon = new DOMParser().parseFromString(readFileSync('public/favicon.svg', 'utf8'), 'image/svg+xml');
const shapesOf = (svg: Element) => drawing(svg).shapes;

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

  it('is the tab icon too, of the app and of the identity pages', async () => {
    expect(page.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon.svg');
    const identityPage = String(await identityFrame({ locale: 'en-US', t: (key) => key, title: 'Sign in', body: html`` }));
    expect(identityPage).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(shapesOf(favicon.documentElement)).toEqual(shapesOf(page.querySelector('#root svg')!));
  });
});
