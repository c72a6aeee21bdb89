// The portal's theme (AS §7 domain configuration: primary colour and brand name).
// The server sends it with the app settings, so the start needs no extra call. Resolving it may
// fail (a colour that is not one, an empty brand name): that is a start failure of its own
// (AS §8 "Theme failure"), not something to paint with.

export interface Theme {
  primaryColor: string;
  brandName: string;
}

export const DEFAULT_THEME: Theme = { primaryColor: '#0b5cad', brandName: 'Host portal' };

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export class ThemeError extends Error {
  constructor(readonly field: keyof Theme) {
    super(`theme.${field} cannot be resolved`);
    this.name = 'ThemeError';
  }
}

/** The theme to apply: none given keeps the stylesheet's; a given one must be whole. */
export function resolveTheme(theme: Partial<Record<keyof Theme, unknown>> | null | undefined): Theme | null {
  if (theme === undefined || theme === null) return null;
  if (typeof theme.primaryColor !== 'string' || !HEX_COLOR.test(theme.primaryColor)) throw new ThemeError('primaryColor');
  if (typeof theme.brandName !== 'string' || theme.brandName.trim() === '') throw new ThemeError('brandName');
  return { primaryColor: theme.primaryColor.toLowerCase(), brandName: theme.brandName.trim() };
}
