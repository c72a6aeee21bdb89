import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The parser react-intl itself uses: a message it cannot parse fails here, not in front of a host.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../../src/shared/i18n/locales';

// Every text file set under src/shared/i18n (a scope, or a part of one in a sub-folder such as
// listing/photos): every key in all four languages, no empty text, and the same ICU arguments
// (names and kinds) in every language. The parts of a scope never define a key twice.

const root = path.resolve(__dirname, '../../src/shared/i18n');
const scopes = readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());
/** Every folder holding texts, relative to root: 'app', 'listing', 'listing/photos' ... */
const partsOf = (dir: string): string[] => {
  const here = readdirSync(path.join(root, dir)).includes('en-US.json') ? [dir] : [];
  const below = readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory());
  return [...here, ...below.flatMap((name) => partsOf(`${dir}/${name}`))];
};
const parts = scopes.flatMap((scope) => partsOf(scope));

const read = (part: string, locale: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(root, part, `${locale}.json`), 'utf8'));

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${el.value}:${el.type}`);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(`${el.value}:${el.type}`);
        for (const option of Object.values(el.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${el.value}>`);
        argumentsOf(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

it('finds the scopes, including the shell', () => {
  expect(scopes).toContain('app');
  expect(scopes.length).toBeGreaterThan(1);
});

describe.each(scopes)('the parts of scope %s', (scope) => {
  it('define each key once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const part of partsOf(scope)) {
      for (const key of Object.keys(read(part, 'en-US'))) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${part}`);
        seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe.each(parts)('translations of %s', (scope) => {
  const files = Object.fromEntries(LOCALES.map((locale) => [locale, read(scope, locale)]));
  const allKeys = [...new Set(LOCALES.flatMap((locale) => Object.keys(files[locale])))].sort();

  it.each(LOCALES)('%s has every key', (locale) => {
    expect(allKeys.filter((key) => !(key in files[locale]))).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty or non-text value', (locale) => {
    const bad = Object.entries(files[locale]).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('has the same ICU arguments in every language', () => {
    const mismatches: string[] = [];
    for (const key of allKeys) {
      const base = [...argumentsOf(parse(String(files['en-US'][key] ?? ''), { ignoreTag: false }))].sort().join(',');
      for (const locale of LOCALES) {
        const own = [...argumentsOf(parse(String(files[locale][key] ?? ''), { ignoreTag: false }))].sort().join(',');
        if (own !== base) mismatches.push(`${locale} ${key}: {${own}} vs en-US {${base}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the shell uses only keys that exist', () => {
  // Every literal message id in the shell's code, found by its namespace; dynamic ids
  // (`home.count.${id}`, `language.${locale}`, `staff.model.${model}`) are checked from their sources.
  const SHELL_SOURCES = ['src/client/app', 'src/client/shell', 'src/client/features/staff', 'src/client/ui', 'src/shared/domain'];
  const NAMESPACES = ['app', 'nav', 'accountNav', 'shell', 'language', 'home', 'overview', 'placeholder', 'feature', 'page', 'staff'];
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
    });
  // Machine events share the noun.verb shape (`type: 'app.retry'`); they are not texts.
  const pattern = new RegExp(`(?<!type: )['"\`]((?:${NAMESPACES.join('|')})\\.[A-Za-z0-9.-]*[A-Za-z0-9])['"\`]`, 'g');
  const used = new Set<string>();
  for (const dir of SHELL_SOURCES) {
    for (const file of files(path.resolve(__dirname, '../..', dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1]);
    }
  }
  for (const locale of LOCALES) used.add(`language.${locale}`);
  for (const id of ['pendingBookings', 'unreadMessages', 'inquiries', 'unansweredReviews']) used.add(`home.count.${id}`);
  for (const model of ['subscription', 'commission']) used.add(`staff.model.${model}`);

  it('finds the keys it looks for', () => expect(used.size).toBeGreaterThan(80));

  it('every one is in the app scope', () => {
    const app = read('app', 'en-US');
    expect([...used].filter((key) => !(key in app)).sort()).toEqual([]);
  });
});
