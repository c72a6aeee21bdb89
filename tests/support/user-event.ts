import userEvent from '@testing-library/user-event';

type Options = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/**
 * userEvent for the client tests, without the pause between keystrokes and clicks (delay null):
 * a test waits for what the page shows, never for time. Options (fake timers, applyAccept) pass through.
 */
export const setupUser = (options: Options = {}) => userEvent.setup({ delay: null, ...options });
