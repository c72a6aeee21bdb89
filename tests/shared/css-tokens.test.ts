import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The visual language in code: colours live in one token file; every other stylesheet names roles.
// These checks read the CSS as text, so they need no browser.
const clientRoot = path.resolve(import.meta.dirname, '../../src/client');
const tokenFile = path.join(clientRoot, 'ui/tokens.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every `property: value` of the innermost rule blocks (rules inside @media included). */
function declarations(css: string): { property: string; value: string }[] {
  const found: { property: string; value: string }[] = [];
  for (const block of withoutComments(css).matchAll(/\{([^{}]*)\}/g)) {
    for (const part of block[1].split(';')) {
      const colon = part.indexOf(':');
      if (colon < 0) continue;
      found.push({ property: part.slice(0, colon).trim().toLowerCase(), value: part.slice(colon + 1).trim() });
    }
  }
  return found;
}

// Named colours a stylesheet could write instead of a token (the common ones; all CSS keywords
// that are not colours, and transparent/currentColor, stay allowed).
const namedColours = new Set(
  (
    'white black red green blue yellow orange purple pink gray grey silver maroon navy teal olive lime aqua fuchsia ' +
    'brown gold beige ivory khaki coral salmon crimson indigo violet tan tomato turquoise azure lavender linen ' +
    'snow wheat orchid plum sienna peru chocolate firebrick darkred darkgreen darkblue darkgray darkgrey lightgray ' +
    'lightgrey lightblue lightgreen lightyellow whitesmoke gainsboro dimgray dimgrey slategray slategrey ghostwhite ' +
    'aliceblue honeydew mintcream seashell oldlace floralwhite cornsilk lemonchiffon mistyrose skyblue steelblue ' +
    'royalblue dodgerblue midnightblue forestgreen seagreen darkorange orangered hotpink deeppink rebeccapurple'
  ).split(' '),
);
const colourProperty = /^(color|background(-color|-image)?|border(-(top|right|bottom|left|block|inline)(-start|-end)?)?(-color)?|outline(-color)?|fill|stroke|box-shadow|text-shadow|text-decoration(-color)?|caret-color|accent-color|column-rule(-color)?|--.+)$/;

/** The raw colour values in one declaration value (hex, colour functions, named colours). */
function rawColours(property: string, value: string): string[] {
  const found = [...value.matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi)].map((m) => m[0]);
  if (colourProperty.test(property)) {
    for (const word of value.split(/[\s,()/]+/)) if (namedColours.has(word.toLowerCase())) found.push(word);
  }
  return found;
}

const defined = (css: string) => new Set([...withoutComments(css).matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
const used = (css: string) => [...withoutComments(css).matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);

// Custom properties a script sets at run time (Radix's popper sizes), so no stylesheet defines them.
const setAtRunTime = /^--radix-/;

const files = cssFiles(clientRoot);
const tokenCss = readFileSync(tokenFile, 'utf8');
const tokens = defined(tokenCss);
const relative = (file: string) => path.relative(clientRoot, file);

describe('feature CSS uses tokens only', () => {
  it('finds the token file and the stylesheets', () => {
    expect(files).toContain(tokenFile);
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.filter((file) => file !== tokenFile).map((file) => [relative(file), file]))('%s has no raw colour value', (_name, file) => {
    const css = readFileSync(file, 'utf8');
    const offending = declarations(css).flatMap(({ property, value }) => rawColours(property, value).map((colour) => `${property}: ${value} (${colour})`));
    expect(offending).toEqual([]);
  });

  it.each(files.map((file) => [relative(file), file]))('%s uses only defined custom properties', (_name, file) => {
    const css = readFileSync(file, 'utf8');
    const local = defined(css);
    const unknown = used(css).filter((name) => !tokens.has(name) && !local.has(name) && !setAtRunTime.test(name));
    expect(unknown).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const css = '.a { color: #fff; } .b { background: rgb(0 0 0 / 5%); } .c { border: 1px solid white; } .d { white-space: nowrap; color: var(--color-text); }';
    expect(declarations(css).flatMap(({ property, value }) => rawColours(property, value))).toEqual(['#fff', 'rgb(', 'white']);
    expect(used('.x { color: var(--color-txet, red); }').filter((name) => !tokens.has(name))).toEqual(['--color-txet']);
  });
});

describe('focus and motion', () => {
  /** [selector, body] of every innermost rule. */
  const rules = (css: string) => [...withoutComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => [m[1].trim(), m[2]] as const);

  it.each(files.map((file) => [relative(file), file]))('%s draws keyboard focus with --focus-ring only', (_name, file) => {
    const wrong = rules(readFileSync(file, 'utf8'))
      .filter(([selector]) => selector.includes(':focus-visible'))
      .flatMap(([selector, body]) => [...body.matchAll(/(?:^|;)\s*outline\s*:\s*([^;]+)/g)].filter((m) => m[1].trim() !== 'var(--focus-ring)').map((m) => `${selector}: ${m[1]}`));
    expect(wrong).toEqual([]);
  });

  it('the base stylesheet rings every focus-visible element and stops all motion on request', () => {
    // styles.css lists the global files in cascade order; they are read as the build inlines them.
    const index = withoutComments(readFileSync(path.join(clientRoot, 'styles.css'), 'utf8'));
    const files = [...index.matchAll(/@import '([^']+)';/g)].map((m) => m[1]);
    expect(files).toContain('./styles/base.css');
    const css = files.map((file) => withoutComments(readFileSync(path.join(clientRoot, file), 'utf8'))).join('\n');
    expect(css).toMatch(/(^|\})\s*:focus-visible\s*\{[^}]*outline:\s*var\(--focus-ring\)/);
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?\})\s*\}/.exec(css)?.[1] ?? '';
    expect(reduced).toContain('transition: none !important');
    expect(reduced).toContain('animation: none !important');
  });
});

describe('imports between stylesheets', () => {
  // The build drops an @import that follows a rule (CSS reads them only at the top of a file), and
  // with it every rule of the file it names: styles.css is an index of @imports and nothing else.
  it('styles.css holds @imports only, each of a file that exists', () => {
    const index = withoutComments(readFileSync(path.join(clientRoot, 'styles.css'), 'utf8')).trim();
    const lines = index.split('\n').map((line) => line.trim()).filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const file = /^@import '([^']+)';$/.exec(line)?.[1];
      expect(file, line).toBeDefined();
      expect(existsSync(path.join(clientRoot, file!)), file).toBe(true);
    }
  });
});

// ---- contrast of the main text/background pairs, light and dark ----

/** The custom properties of the first `:root { … }` block in `css`. */
function rootProperties(css: string): Map<string, string> {
  const block = /:root\s*\{([^{}]*)\}/.exec(css);
  if (!block) throw new Error('no :root block');
  const properties = new Map<string, string>();
  for (const m of block[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) properties.set(m[1], m[2].trim());
  return properties;
}

const source = withoutComments(tokenCss);
const darkStart = source.indexOf('@media (prefers-color-scheme: dark)');
const light = rootProperties(source.slice(0, darkStart));
const dark = new Map([...light, ...rootProperties(source.slice(darkStart))]);

function resolve(theme: Map<string, string>, name: string): string {
  const value = theme.get(name);
  if (value === undefined) throw new Error(`${name} is not defined`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(theme, reference[1]) : value;
}

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`${hex} is not an opaque hex colour`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// [text, background]: body text, links, filled buttons and badges, soft notices, calendar events.
const textPairs: [string, string][] = [
  ['--color-text', '--color-background'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-raised'],
  ['--color-text', '--color-surface-hover'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-background'],
  ['--color-text-muted-alt', '--color-surface'],
  ['--color-text-muted', '--color-surface-raised'],
  ['--color-text-muted', '--color-surface-hover'],
  ['--color-text-inverse', '--color-text'],
  ['--color-accent', '--color-surface'],
  ['--color-accent', '--color-background'],
  ['--color-accent', '--color-accent-soft'],
  ['--color-accent-contrast', '--color-accent'],
  ['--color-accent-contrast', '--color-danger'],
  ['--color-accent-contrast', '--color-success'],
  ['--color-accent-contrast', '--color-staff'],
  ['--color-accent-contrast', '--color-badge'],
  ['--color-accent-strong', '--color-accent-soft'],
  ['--color-accent', '--color-surface-hover'],
  ['--color-danger', '--color-surface'],
  ['--color-danger', '--color-danger-soft'],
  ['--color-danger-strong', '--color-surface'],
  ['--color-warning', '--color-warning-soft'],
  ['--color-warning', '--color-surface'],
  ['--color-staff', '--color-surface'],
  ['--color-text', '--color-warning-soft'],
  ['--color-success', '--color-surface'],
  ['--color-success', '--color-success-soft'],
  ['--color-text', '--color-success-soft'],
  ['--color-text', '--color-success-soft-alt'],
  ['--color-text', '--color-info-soft'],
  ['--color-text', '--color-neutral-soft'],
  ['--color-text', '--color-highlight-soft'],
  ['--color-text', '--color-calendar-manual'],
  ['--color-staff', '--color-calendar-external'],
  ['--color-match-fair', '--color-match-fair-soft'],
  ['--color-match-good', '--color-match-good-soft'],
  ['--color-match-great', '--color-match-great-soft'],
];

describe('text/background token pairs meet WCAG AA (4.5:1)', () => {
  for (const [themeName, theme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it.each(textPairs)(`${themeName}: %s on %s`, (text, background) => {
      expect(contrast(resolve(theme, text), resolve(theme, background))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('the dark theme redefines the surfaces and texts', () => {
    for (const name of ['--color-background', '--color-surface', '--color-text', '--color-text-muted', '--color-accent', '--color-border']) {
      expect(resolve(dark, name)).not.toBe(resolve(light, name));
    }
    expect(source).toMatch(/color-scheme:\s*light dark/);
    // A domain theme's brand colour is set inline for a light page; the dark accent must beat it.
    expect(dark.get('--color-brand')).toBe('var(--color-accent) !important');
  });

  it('computes the known ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777', '#fff')).toBeCloseTo(4.48, 2);
  });
});
