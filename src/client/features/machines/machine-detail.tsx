import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useSearchParams } from '../../router';
import { mermaidChart } from '../../../../machines/diagram';
import { declaredTransitions, stateNodeIds } from '../../../../machines/paths';
import { useLiveMachines } from '../../app/live-machines';
import { PageHeading } from '../../ui/page-heading';
import { LiveActors } from './live-actors';
import { MachineDiagram } from './machine-diagram';
import { MachinePaths } from './machine-paths';
import { MachineSteps } from './machine-steps';
import { StateLink } from './state-link';
import { countedPaths, PATH_KINDS } from './path-kinds';
import { actorsOf, entryOf } from './registry';
import { localEntry, localStory } from './story-messages';
import { useSimulation, useSimulationLink } from './use-simulation';

// /machines/{name}: what the machine is for, its diagram with the states of the actor chosen
// below it (the newest running one unless another is picked), its figures and its paths. While
// the machine is simulated (?simulate=), the simulated position is the state highlighted.
// ?view=plain labels the diagram with the machine's story (what a person sees and does) for
// readers who do not read the ids; the ids stay the default for developers.

export type DiagramView = 'plain' | 'technical';

export function MachineDetail({ name }: { name: string }) {
  const entry = entryOf(name);
  const intl = useIntl();
  // The story in the portal's language, for the plain diagram, the simulation and the tester
  // paths; the Gherkin tab keeps the English one, as its export does. The title, description and
  // screens likewise.
  const told = useMemo(() => (entry ? { ...entry, ...localEntry(intl, name, entry), story: localStory(intl, name, entry.story) } : undefined), [entry, intl, name]);
  const live = useLiveMachines();
  const [picked, setPicked] = useState<string | null>(null);
  const [counted, setCounted] = useState(0);
  const actors = useMemo(() => (entry ? actorsOf(entry, live) : []), [entry, live]);
  const shown = actors.find((a) => a.sessionId === picked) ?? actors.find((a) => a.status === 'running') ?? actors[0];
  // A state named in the address (?state=steps.photos, a shared link) is the one highlighted.
  const [search, setSearch] = useSearchParams();
  const diagramView: DiagramView = search.get('view') === 'plain' ? 'plain' : 'technical';
  const showView = (next: DiagramView) =>
    setSearch(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next === 'plain') copy.set('view', 'plain');
        else copy.delete('view');
        return copy;
      },
      { replace: true },
    );
  const linkedState = entry && search.get('state') ? `${entry.machine.id}.${search.get('state')}` : null;
  const linked = useMemo(() => (entry && linkedState && stateNodeIds(entry.machine).includes(linkedState) ? [linkedState] : null), [entry, linkedState]);
  const link = useSimulationLink();
  const simulation = useSimulation(told, link.simulating, link.moves);
  const current = simulation?.activeStateIds ?? linked ?? shown?.activeStateIds;
  // Showing an actor in the diagram leaves the simulation: its highlight would hide the actor's.
  const showActor = (sessionId: string) => {
    setPicked(sessionId);
    if (link.simulating) link.go(null);
  };
  const chart = useMemo(() => {
    if (!told) return '';
    const plain = diagramView === 'plain' ? { story: told.story, events: [...Object.values(told.fixtures).flat(), ...told.actorOutcomes] } : undefined;
    return mermaidChart(told.machine, { current, plain });
  }, [told, current, diagramView]);
  // The deepest highlighted state, as the address names it (?state=steps.photos).
  const currentPath = current?.length && entry ? current[current.length - 1]!.split('.').slice(1).join('.') : '';

  if (!entry || !told) return <NotFound name={name} />;
  const states = stateNodeIds(entry.machine).length - 1;
  const transitions = declaredTransitions(entry.machine).length;
  return (
    <div className="page machines-page">
      <Link to="/machines" className="machines-page__back">
        ← <FormattedMessage id="machines.back" />
      </Link>
      <PageHeading title={told.title} description={told.description} />
      <dl className="machine-facts">
        <dt>
          <FormattedMessage id="machines.name" />
        </dt>
        <dd>
          <code>{name}</code>
        </dd>
        <dt>
          <FormattedMessage id="machines.screens" />
        </dt>
        <dd>{told.screens.join('; ')}</dd>
        <dt>
          <FormattedMessage id="machines.actedBy" />
        </dt>
        <dd>{told.story.actor}</dd>
      </dl>

      <LiveActors actors={actors} shown={shown?.sessionId} onShow={showActor} />

      <section className="machines-section" aria-labelledby="machine-diagram-title">
        <h2 id="machine-diagram-title" className="machines-section__title">
          <FormattedMessage id="machines.diagram.title" />
        </h2>
        <ViewToggle view={diagramView} onChange={showView} />
        <MachineDiagram
          source={chart}
          title={told.title}
          name={name}
          actions={currentPath ? <StateLink name={name} state={currentPath} view={diagramView} /> : undefined}
        />
        <table className="machine-figures" data-counted={counted}>
          <caption>
            <FormattedMessage id="machines.figures.title" />
          </caption>
          <tbody>
            <tr>
              <th scope="row">
                <FormattedMessage id="machines.figures.states" />
              </th>
              <td>{states}</td>
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="machines.figures.transitions" />
              </th>
              <td>{transitions}</td>
            </tr>
            {PATH_KINDS.map((kind) => {
              const result = countedPaths(name, kind);
              return (
                <tr key={kind}>
                  <th scope="row">
                    <FormattedMessage id={`machines.tabs.${kind}`} />
                  </th>
                  <td>{result ? result.paths.length + result.left : <FormattedMessage id="machines.figures.notCounted" />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <MachineSteps name={name} title={told.title} />

      <MachinePaths
        name={name}
        entry={entry}
        told={told}
        onCounted={() => setCounted((n) => n + 1)}
        simulate={{ simulating: link.simulating, simulation, onSimulate: link.go }}
      />
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: DiagramView; onChange: (view: DiagramView) => void }) {
  const intl = useIntl();
  return (
    <div className="machine-view-toggle" role="group" aria-label={intl.formatMessage({ id: 'machines.view.label' })}>
      {(['plain', 'technical'] as const).map((option) => (
        <button key={option} type="button" className="button button--secondary" aria-pressed={view === option} onClick={() => onChange(option)}>
          <FormattedMessage id={`machines.view.${option}`} />
        </button>
      ))}
    </div>
  );
}

function NotFound({ name }: { name: string }) {
  return (
    <div className="page machines-page">
      <PageHeading title={<FormattedMessage id="machines.notFound.title" />} description={<FormattedMessage id="machines.notFound.text" values={{ name }} />} />
      <Link to="/machines" className="machines-page__back">
        ← <FormattedMessage id="machines.back" />
      </Link>
    </div>
  );
}
