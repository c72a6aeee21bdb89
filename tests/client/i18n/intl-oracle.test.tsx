import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as reactIntl from 'react-intl';
import { createIntl, FormattedMessage, IntlProvider, type IntlError } from '../../../src/client/i18n/intl';
import { LOCALES } from '../../../src/shared/i18n/locales';

// The portal's formatter (src/client/i18n/intl.tsx) against react-intl, the library it replaced,
// on every text of every scope and language: the same output for the same values, whether the
// text is a string (tests, dev) or pre-parsed (the build). Values are drawn from each message's
// own arguments, several sets per message, so every option of every select and plural is reached.

const root = path.resolve(__dirname, '../../..');
type Texts = Record<string, string>;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /^[a-z]{2}-[A-Z]{2}\.json$/.test(entry.name) ? [full] : [];
  });
}

const files = [...textFiles(path.join(root, 'src/shared/i18n')), ...textFiles(path.join(root, 'src/client/features'))];
const byLocale = new Map<string, Texts>();
for (const file of files) {
  const locale = path.basename(file, '.json');
  byLocale.set(locale, { ...byLocale.get(locale), ...(JSON.parse(readFileSync(file, 'utf8')) as Texts) });
}

type Sample = string | number | ((chunks: unknown[]) => string);
const PLURAL_SAMPLES = [0, 1, 2, 5, 21, 1.5, 1234];

/** For each argument of a message, the values to try, in a fixed order. */
function samplesOf(elements: MessageFormatElement[], into: Map<string, Sample[]>, seen: Set<number>): void {
  for (const el of elements) {
    seen.add(el.type);
    switch (el.type) {
      case TYPE.argument:
        into.set(el.value, ['Anna', 3, '']);
        break;
      case TYPE.number:
        into.set(el.value, [1234.5, 0.256, 7]);
        break;
      case TYPE.select:
        into.set(el.value, [...Object.keys(el.options).filter((k) => k !== 'other'), 'something-else']);
        for (const option of Object.values(el.options)) samplesOf(option.value, into, seen);
        break;
      case TYPE.plural:
        into.set(el.value, [...PLURAL_SAMPLES, ...Object.keys(el.options).filter((k) => k.startsWith('=')).map((k) => Number(k.slice(1)))]);
        for (const option of Object.values(el.options)) samplesOf(option.value, into, seen);
        break;
      case TYPE.tag:
        into.set(el.value, [(chunks) => `[${el.value}:${chunks.join('')}]`]);
        samplesOf(el.children, into, seen);
        break;
      default:
        break;
    }
  }
}

/** Value sets: the i-th sample of every argument (wrapping), as many sets as the longest list. */
function valueSets(samples: Map<string, Sample[]>): Record<string, Sample>[] {
  const longest = Math.max(1, ...[...samples.values()].map((s) => s.length));
  return Array.from({ length: longest }, (_, i) => Object.fromEntries([...samples].map(([name, s]) => [name, s[i % s.length]!])));
}

describe('the portal formatter against react-intl', () => {
  it.each(LOCALES)('formats every %s text as react-intl does, from strings and from pre-parsed texts', (locale) => {
    const texts = byLocale.get(locale)!;
    const parsed = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(text)]));
    const theirs = reactIntl.createIntl({ locale, messages: texts, onError: () => undefined });
    const oursFromStrings = createIntl({ locale, messages: texts, onError: () => undefined });
    const oursFromParsed = createIntl({ locale, messages: parsed, onError: () => undefined });
    const seen = new Set<number>();
    let compared = 0;
    for (const id of Object.keys(texts)) {
      const samples = new Map<string, Sample[]>();
      samplesOf(parsed[id]!, samples, seen);
      for (const values of valueSets(samples)) {
        const expected = theirs.formatMessage({ id }, values as Record<string, string>);
        expect(oursFromStrings.formatMessage({ id }, values as Record<string, string>), `${locale} ${id}`).toEqual(expected);
        expect(oursFromParsed.formatMessage({ id }, values as Record<string, string>), `${locale} ${id} (pre-parsed)`).toEqual(expected);
        compared++;
      }
    }
    // Coverage: every text was formatted, with every kind of element the texts use.
    expect(compared).toBeGreaterThanOrEqual(Object.keys(texts).length);
    expect([...seen].sort()).toEqual([TYPE.literal, TYPE.argument, TYPE.number, TYPE.select, TYPE.plural, TYPE.pound, TYPE.tag].sort());
  });

  it('renders rich text with elements as react-intl does', () => {
    const messages = { rich: 'Read <b>the {doc}</b> and <link>ask us</link>, {count, plural, one {# night} other {# nights}}' };
    const values = { doc: 'rules', count: 2, b: (c: unknown) => <b>{c as string}</b>, link: (c: unknown) => <a href="/help">{c as string}</a> };
    const theirs = renderToStaticMarkup(
      <reactIntl.IntlProvider locale="de-DE" messages={messages}>
        <reactIntl.FormattedMessage id="rich" values={values} />
      </reactIntl.IntlProvider>,
    );
    const ours = renderToStaticMarkup(
      <IntlProvider locale="de-DE" messages={messages}>
        <FormattedMessage id="rich" values={values} />
      </IntlProvider>,
    );
    expect(ours).toBe('Read <b>the rules</b> and <a href="/help">ask us</a>, 2 nights');
    expect(ours).toBe(theirs);
  });

  it('reports a missing text and shows its default or id, and a text it cannot format verbatim, as react-intl does', () => {
    const messages = { broken: 'Hello {name}' };
    const run = (make: typeof createIntl, locale: string) => {
      const codes: string[] = [];
      const intl = make({ locale, defaultLocale: 'en-US', messages, onError: (e: IntlError) => codes.push(String(e.code)) });
      const out = [
        intl.formatMessage({ id: 'missing' }),
        intl.formatMessage({ id: 'missing', defaultMessage: 'Fallback' }),
        intl.formatMessage({ id: 'broken' }),
        intl.formatMessage({ id: 'broken', defaultMessage: 'Hi there' }),
      ];
      return { out, codes };
    };
    for (const locale of ['en-US', 'fr-FR']) {
      const ours = run(createIntl, locale);
      expect(ours).toEqual(run(reactIntl.createIntl as unknown as typeof createIntl, locale));
      expect(ours.out).toEqual(['missing', 'Fallback', 'Hello {name}', 'Hi there']);
      expect(ours.codes).toContain('MISSING_TRANSLATION');
    }
  });

  it('formats numbers, dates, times, ranges, lists and relative times as react-intl does, with the options the portal uses', () => {
    const when = new Date('2026-07-04T15:08:09Z');
    const later = new Date('2026-07-09T00:00:00Z');
    for (const locale of LOCALES) {
      const config = { locale, messages: {}, timeZone: 'Europe/Berlin' };
      const ours = createIntl(config);
      const theirs = reactIntl.createIntl(config);
      const calls: Array<(intl: typeof ours) => string> = [
        (i) => i.formatNumber(1234.5),
        (i) => i.formatNumber(1234.5, { style: 'currency', currency: 'EUR' }),
        (i) => i.formatNumber(0.256, { style: 'percent', maximumFractionDigits: 1 }),
        (i) => i.formatNumber(42, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }),
        (i) => i.formatDate(when),
        (i) => i.formatDate(when, { dateStyle: 'medium' }),
        (i) => i.formatDate('2026-07-04', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
        (i) => i.formatTime(when),
        (i) => i.formatTime(when, { hour: 'numeric', minute: '2-digit' }),
        (i) => i.formatTime(when, { timeStyle: 'short' }),
        (i) => i.formatDateTimeRange(when, later, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
        (i) => i.formatList(['Anna', 'Marie', 'Luca'], { type: 'conjunction' }),
        (i) => i.formatList(['JPEG', 'PNG'], { type: 'disjunction' }),
        (i) => i.formatRelativeTime(-3, 'hour', { numeric: 'auto' }),
        (i) => i.formatRelativeTime(0, 'second', { numeric: 'auto' }),
        (i) => i.formatRelativeTime(2, 'day', { numeric: 'always', style: 'short' }),
      ];
      for (const [n, call] of calls.entries()) expect(call(ours), `${locale} call ${n}`).toBe(call(theirs as unknown as typeof ours));
    }
  });
});
