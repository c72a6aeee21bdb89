import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The parser the build pre-parses the texts with: a message it cannot parse fails here, not in front of a host.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../../src/shared/i18n/locales';
import { FEATURE_SCOPES, messageScopeDir } from '../../src/client/i18n/message-scopes';

// Every text file set of a scope (a scope's folder, or a part of it in a sub-folder such as
// listing/photos): every key in all four languages, no empty text, and the same ICU arguments
// (names and kinds) in every language. The parts of a scope never define a key twice. A scope's
// folder is src/shared/i18n/{scope}, or src/client/features/{scope}/texts for a feature scope
// (messageScopeDir in src/client/i18n/message-scopes.ts).

const projectRoot = path.resolve(__dirname, '../..');
const sharedRoot = path.join(projectRoot, 'src/shared/i18n');
const featuresRoot = path.join(projectRoot, 'src/client/features');
const scopes = [...readdirSync(sharedRoot).filter((name) => statSync(path.join(sharedRoot, name)).isDirectory()), ...FEATURE_SCOPES];
/** The folder of a part: 'account/image' -> src/shared/i18n/account/image, 'calendar/stay' -> src/client/features/calendar/texts/stay. */
const dirOf = (part: string): string => {
  const [scope, ...rest] = part.split('/');
  return path.join(projectRoot, messageScopeDir(scope!), ...rest);
};
/** Every folder holding texts, by scope and sub-folder: 'app', 'listing', 'listing/photos' ... */
const partsOf = (part: string): string[] => {
  const here = readdirSync(dirOf(part)).includes('en-US.json') ? [part] : [];
  const below = readdirSync(dirOf(part)).filter((name) => statSync(path.join(dirOf(part), name)).isDirectory());
  return [...here, ...below.flatMap((name) => partsOf(`${part}/${name}`))];
};
const parts = scopes.flatMap((scope) => partsOf(scope));

const read = (part: string, locale: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(dirOf(part), `${locale}.json`), 'utf8'));

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

describe('feature scopes', () => {
  it('each lives in one place only: beside its feature, not also in src/shared/i18n', () => {
    expect(FEATURE_SCOPES.filter((scope) => !existsSync(path.join(featuresRoot, scope, 'texts')))).toEqual([]);
    expect(FEATURE_SCOPES.filter((scope) => existsSync(path.join(sharedRoot, scope)))).toEqual([]);
  });

  it('every texts folder of a feature is a feature scope (the build reads only those)', () => {
    const folders = readdirSync(featuresRoot).filter((name) => existsSync(path.join(featuresRoot, name, 'texts')));
    expect(folders.filter((name) => !(FEATURE_SCOPES as readonly string[]).includes(name))).toEqual([]);
  });

  // Key prefixes of the scopes do not overlap (src/client/i18n/messages.ts): a feature scope's
  // keys are {scope}.…, and no other scope uses that prefix.
  it.each(FEATURE_SCOPES)('%s: its keys and only its keys start with its name', (scope) => {
    const own = partsOf(scope).flatMap((part) => Object.keys(read(part, 'en-US')));
    expect(own.filter((key) => !key.startsWith(`${scope}.`))).toEqual([]);
    const elsewhere = parts.filter((part) => part.split('/')[0] !== scope).flatMap((part) => Object.keys(read(part, 'en-US')).filter((key) => key.startsWith(`${scope}.`)).map((key) => `${key} in ${part}`));
    expect(elsewhere).toEqual([]);
  });
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

  it('every one is in the app scope, or in the staff scope the staff desks load', () => {
    const known = Object.keys({ ...read('app', 'en-US'), ...Object.assign({}, ...partsOf('staff').map((part) => read(part, 'en-US'))) });
    // A literal may be the start of ids a component completes (the review queues' textPrefix).
    const exists = (key: string) => known.includes(key) || known.some((id) => id.startsWith(`${key}.`));
    expect([...used].filter((key) => !exists(key)).sort()).toEqual([]);
  });
});
