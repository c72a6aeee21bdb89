import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { Simulation } from '../../../../machines/simulate';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

// The Simulate tab: the machine played by hand from its initial state. The position, what the
// screen shows there and the moves possible come from machines/simulate.ts; this view only shows
// them and writes the chosen moves to the address. The stories are English, like the tester paths.

export function MachineSimulator({ simulation, onGo }: { simulation: Simulation | null; onGo: (moves: string[]) => void }) {
  const intl = useIntl();
  const position = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // After a move its button is gone: focus goes to the new position, so the keyboard goes on from there.
  useEffect(() => {
    if (moved.current) position.current?.focus();
    moved.current = false;
  }, [simulation]);

  if (!simulation) return <Spinner label={intl.formatMessage({ id: 'machines.simulate.computing' })} inline />;
  const { applied } = simulation;
  const go = (moves: string[]) => {
    moved.current = true;
    onGo(moves);
  };
  return (
    <div className="machine-simulator">
      <p className="machines-section__note">
        <FormattedMessage id="machines.simulate.intro" />
      </p>
      {simulation.refusedAt !== null && (
        <p role="alert" className="notice notice--warning">
          <FormattedMessage id="machines.simulate.refused" values={{ step: simulation.refusedAt + 1 }} />
        </p>
      )}
      <div ref={position} className="machine-simulator__position" tabIndex={-1} aria-live="polite" data-testid="simulation-position">
        <p className="machine-simulator__state">
          <FormattedMessage id="machines.simulate.state" /> <code>{simulation.state}</code>
        </p>
        <p>
          <em>
            <FormattedMessage id="machines.tester.expected" />
          </em>{' '}
          {simulation.expected}.
        </p>
      </div>
      <div className="machine-gherkin__actions">
        <Button variant="secondary" disabled={applied.length === 0} onClick={() => go(applied.slice(0, -1))}>
          <FormattedMessage id="machines.simulate.back" />
        </Button>
        <Button variant="secondary" disabled={applied.length === 0} onClick={() => go([])}>
          <FormattedMessage id="machines.simulate.restart" />
        </Button>
      </div>

      <h3 className="machine-simulator__title">
        <FormattedMessage id="machines.simulate.moves" />
      </h3>
      {simulation.enabled.length === 0 ? (
        <p className="machines-section__note">
          <FormattedMessage id="machines.simulate.none" />
        </p>
      ) : (
        <ul className="machine-simulator__moves">
          {simulation.enabled.map((move) => (
            <li key={move.id} className="machine-simulator__move">
              <Button variant="secondary" className="machine-simulator__button" onClick={() => go([...applied, move.id])}>
                {move.story}
              </Button>
              <span className="machine-simulator__detail">
                <FormattedMessage id="machines.simulate.target" values={{ state: <code>{move.target}</code> }} />
                {move.payload && (
                  <>
                    {' · '}
                    <FormattedMessage id="machines.simulate.payload" /> <code className="machine-simulator__payload">{move.payload}</code>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      {simulation.history.length > 0 && (
        <>
          <h3 className="machine-simulator__title">
            <FormattedMessage id="machines.simulate.history" />
          </h3>
          <ol className="machine-path__steps">
            {simulation.history.map((step, i) => (
              <li key={i}>
                {step.story} → <code>{step.state}</code>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
