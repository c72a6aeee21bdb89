import { describe, expect, it } from 'vitest';
import { resolveLocale, shortLanguageCode, urlLocale, urlWithoutLanguageParams, type LanguageSources } from '../../src/shared/domain/language';

describe('urlLocale: hl and ho_hl (AS §9)', () => {
  it.each([
    ['', undefined],
    ['?hl=de', 'de-DE'],
    ['hl=fr_FR', 'fr-FR'],
    ['?ho_hl=it', 'it-IT'],
    ['?hl=de&ho_hl=it', 'de-DE'],
    ['?hl=xx&ho_hl=it', 'it-IT'],
    ['?hl=es', undefined],
    ['?other=1', undefined],
  ])('%s -> %s', (search, expected) => expect(urlLocale(search)).toBe(expected));
});

describe('resolveLocale (AS §5: user, URL, stored, app locale, default)', () => {
  const rows: [string, LanguageSources, string][] = [
    ['nothing known: default en-US', {}, 'en-US'],
    ['user locale wins over everything', { userLocale: 'it-IT', search: '?hl=de', stored: 'fr-FR', browserLanguages: ['de'], appDefault: 'fr-FR' }, 'it-IT'],
    ['URL before stored', { search: '?hl=de', stored: 'fr-FR' }, 'de-DE'],
    ['ho_hl counts as a URL parameter', { search: '?ho_hl=fr', stored: 'it-IT' }, 'fr-FR'],
    ['stored before browser', { stored: 'fr-FR', browserLanguages: ['de-DE'] }, 'fr-FR'],
    ['first supported browser language', { browserLanguages: ['es-ES', 'it-CH', 'de'] }, 'it-IT'],
    ['browser before app default', { browserLanguages: ['de-AT'], appDefault: 'fr-FR' }, 'de-DE'],
    ['app default', { appDefault: 'it-IT' }, 'it-IT'],
    ['unsupported user locale is skipped', { userLocale: 'es-ES', stored: 'de-DE' }, 'de-DE'],
    ['unsupported everywhere: default', { userLocale: 'es', search: '?hl=pl', stored: 'nl', browserLanguages: ['ja'], appDefault: 'pt' }, 'en-US'],
    ['underscore spelling', { stored: 'it_IT' }, 'it-IT'],
  ];
  it.each(rows)('%s', (_name, sources, expected) => expect(resolveLocale(sources)).toBe(expected));
});

describe('urlWithoutLanguageParams (AS §4: reload with hl removed)', () => {
  it.each([
    ['https://h.example/home?hl=de', 'https://h.example/home'],
    ['https://h.example/home?hl=de&x=1#top', 'https://h.example/home?x=1#top'],
    ['https://h.example/?ho_hl=fr&hl=de&page=2', 'https://h.example/?page=2'],
    ['https://h.example/calendar', 'https://h.example/calendar'],
  ])('%s', (href, expected) => expect(urlWithoutLanguageParams(href)).toBe(expected));
});

it('short codes are en, de, fr, it', () => {
  expect((['en-US', 'de-DE', 'fr-FR', 'it-IT'] as const).map(shortLanguageCode)).toEqual(['en', 'de', 'fr', 'it']);
});
