import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { transitionPaths, stateNodeIds } from '../../machines/paths';
import { renderGherkin } from '../../machines/gherkin';
import { tellEvent, tellState } from '../../machines/story';

// Every machine can be walked by a person: each event, each actor outcome and each state has a
// plain-language phrase, and the Gherkin of every transition path is fully told.
describe('machine stories (plain steps for testers)', () => {
  for (const [name, entry] of Object.entries(machines)) {
    describe(name, () => {
      it('has a phrase for every event type, every actor outcome and every state node, and none for what does not exist', () => {
        const eventTypes = [...Object.keys(entry.fixtures), ...new Set(entry.actorOutcomes.map((e) => e.type))];
        expect(Object.keys(entry.story.events).sort(), 'phrases vs event types and outcomes').toEqual([...new Set(eventTypes)].sort());
        const root = `${entry.machine.root.id}.`;
        const states = stateNodeIds(entry.machine)
          .filter((id) => id !== entry.machine.root.id)
          .map((id) => id.slice(root.length));
        expect(Object.keys(entry.story.states).sort(), 'phrases vs state nodes').toEqual(states.sort());
        expect(entry.story.actor).toMatch(/^the |^staff/);
      });

      it('tells every payload with its fields filled in', () => {
        for (const event of [...Object.values(entry.fixtures).flat(), ...entry.actorOutcomes]) {
          const told = tellEvent(entry.story, event);
          expect(told, `${event.type}: ${told}`).not.toMatch(/\{[\w.]+\}|happens$|undefined/);
        }
        for (const state of Object.keys(entry.story.states)) expect(tellState(entry.story, state)).not.toMatch(/^it is in "/);
      });

      it('reads every transition path as a Gherkin scenario with a Given, a When and a Then', () => {
        const paths = transitionPaths(entry);
        const text = renderGherkin(name, entry, paths);
        expect(text.match(/^ {2}Scenario \d+: /gm)?.length).toBe(paths.length);
        expect(text.match(/^ {4}Then /gm)?.length).toBe(paths.length);
        const steps = text.split('\n').filter((line) => line.startsWith('    '));
        expect(steps.join('\n')).not.toMatch(/\{[\w.]+\}|happens$|it is in "/m);
      });
    });
  }
});
