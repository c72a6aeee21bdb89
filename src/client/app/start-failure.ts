import type { Theme } from '../../shared/domain/theme';

// Why the app start failed (AS §8): the settings or the domain configuration
// could not be loaded, or the theme could not be resolved; anything else (the host, the texts)
// is the general 'Unexpected error'. The page says which.

export type StartFailureReason = 'settings' | 'theme' | 'other';

export class StartFailure extends Error {
  constructor(
    readonly reason: Exclude<StartFailureReason, 'other'>,
    cause: unknown,
  ) {
    super(reason === 'settings' ? 'Error while initializing settings/domain configuration' : 'something is wrong with resolving theme', { cause });
    this.name = 'StartFailure';
  }
}

export const startFailureReason = (error: unknown): StartFailureReason => (error instanceof StartFailure ? error.reason : 'other');

/** Paints with the theme: the brand colour the stylesheet reads. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-brand', theme.primaryColor);
}
