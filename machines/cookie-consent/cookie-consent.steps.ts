import type { MachineStory } from '../story';

// The cookie-consent machine told as plain steps (Gherkin export, machine page).
// The banner shows before sign-in too, so the one who decides is any visitor.
const CATEGORIES: Record<string, string> = { preferences: 'Preferences', statistics: 'Statistics' };

export const cookieConsentStory = {
  actor: 'the visitor',
  events: {
    'consent.load': (e) => {
      const record = e.record as { choices: Record<string, boolean>; decidedAt: string } | null;
      if (!record) return 'the portal reads the cookie choice stored in this browser and finds none';
      const allowed = Object.entries(record.choices).map(([c, on]) => `${CATEGORIES[c] ?? c} ${on ? 'allowed' : 'refused'}`);
      return `the portal reads the cookie choice stored in this browser: the one made on ${record.decidedAt.slice(0, 10)} (${allowed.join(', ')})`;
    },
    'consent.acceptAll': 'the visitor clicks Accept all',
    'consent.rejectOptional': 'the visitor clicks Reject optional',
    'consent.customise': 'the visitor clicks Customise',
    'category.toggle': (e) => `the visitor turns "Allow ${CATEGORIES[e.category as string] ?? e.category}" ${e.allowed ? 'on' : 'off'}`,
    'consent.save': 'the visitor clicks Save my choices',
    'customise.cancel': 'the visitor clicks Cancel (or presses Escape)',
    'consent.reopen': 'the visitor clicks Cookie settings in the user menu or the footer',
  },
  states: {
    undecided: 'no banner shows yet while the stored choice is read',
    banner: 'the "Cookies and local storage" banner offers Customise, Reject optional and Accept all',
    customising: 'the "Cookie settings" dialog lists the categories with their toggles (Necessary always on), Cancel, Reject optional, Save my choices and Accept all',
    decided: 'no banner shows: the choice is kept in this browser',
  },
} satisfies MachineStory;
