import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, resolveTheme, ThemeError } from '../../src/shared/domain/theme';

// AS §8 "Theme failure": resolving the theme either gives one to paint with or fails.
describe('resolveTheme (AS §8)', () => {
  it('no theme keeps the stylesheet; a whole one is used, colour in lower case', () => {
    expect(resolveTheme(undefined)).toBeNull();
    expect(resolveTheme(DEFAULT_THEME)).toEqual(DEFAULT_THEME);
    expect(resolveTheme({ primaryColor: '#0A7F5A', brandName: ' Ferien ' })).toEqual({ primaryColor: '#0a7f5a', brandName: 'Ferien' });
  });

  it.each([
    ['a named colour', { primaryColor: 'blue', brandName: 'X' }, 'primaryColor'],
    ['a short hex', { primaryColor: '#09f', brandName: 'X' }, 'primaryColor'],
    ['a script', { primaryColor: '#000000;background:url(x)', brandName: 'X' }, 'primaryColor'],
    ['no colour', { brandName: 'X' }, 'primaryColor'],
    ['an empty brand name', { primaryColor: '#000000', brandName: '  ' }, 'brandName'],
  ])('fails on %s, naming the field', (_name, theme, field) => {
    expect(() => resolveTheme(theme)).toThrow(ThemeError);
    expect(() => resolveTheme(theme)).toThrow(`theme.${field}`);
  });
});
