import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { LiveMachine } from '../../app/live-machines';
import { showState } from './registry';

// The actors of one machine in this tab: running ones and those stopped lately (a page left
// stops its actors), each shown in the diagram on request.

export function LiveActors({ actors, shown, onShow }: { actors: LiveMachine[]; shown?: string; onShow: (sessionId: string) => void }) {
  const intl = useIntl();
  return (
    <section className="machines-section" aria-labelledby="machine-actors-title">
      <h2 id="machine-actors-title" className="machines-section__title">
        <FormattedMessage id="machines.actors.title" />
      </h2>
      {actors.length === 0 ? (
        <p className="machines-section__note">
          <FormattedMessage id="machines.actors.none" />
        </p>
      ) : (
        <div className="machine-actors">
          <table className="machine-actors__table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="machines.actors.state" />
                </th>
                <th scope="col">
                  <FormattedMessage id="machines.actors.status" />
                </th>
                <th scope="col">
                  <FormattedMessage id="machines.actors.time" />
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <FormattedMessage id="machines.actors.show" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {actors.map((actor) => (
                <tr key={actor.sessionId} className={actor.sessionId === shown ? 'machine-actors__row machine-actors__row--shown' : 'machine-actors__row'} data-testid="machine-actor">
                  <td>
                    <code>{showState(actor.value)}</code>
                  </td>
                  <td>
                    <span className={`machines-status machines-status--${actor.status}`}>
                      <FormattedMessage id={`machines.actors.${actor.status}`} />
                    </span>
                  </td>
                  <td>{intl.formatTime(actor.updatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}</td>
                  <td>
                    <button type="button" className="machines-link-button" aria-pressed={actor.sessionId === shown} onClick={() => onShow(actor.sessionId)}>
                      <FormattedMessage id="machines.actors.show" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
