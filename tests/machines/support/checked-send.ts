import { expect } from 'vitest';

/**
 * The `send` a connect's test hands it: an event goes to the running actor only when the machine
 * takes it in the snapshot the connect was given (a control that would send an event the machine
 * drops there fails the test), and its type is recorded in `sent`.
 */
export function checkedSend<TEvent extends { type: string }>(
  actor: { getSnapshot(): { can(event: TEvent): boolean; value: unknown }; send(event: TEvent): void },
  sent: string[] = [],
): (event: TEvent) => void {
  const snapshot = actor.getSnapshot();
  return (event) => {
    expect(snapshot.can(event), `${event.type} in ${JSON.stringify(snapshot.value)}`).toBe(true);
    sent.push(event.type);
    actor.send(event);
  };
}
