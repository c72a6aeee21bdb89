import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import './step-form-frame.css';

// The frame a machine-driven step form sits in (the listing wizard's steps, the verification
// flow's steps): a heading the flow can move focus to, what the step says before the form, the
// error of a refused save, the form's fields, and an action bar with Back first and the forward
// actions at the end. The frame only lays out; which buttons are enabled is the machine's call.

export function StepFormFrame({
  className,
  titleId,
  title,
  intro,
  error,
  busy,
  onSubmit,
  back,
  actions,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The refused save's text; nothing when there is none. */
  error?: ReactNode;
  busy: boolean;
  onSubmit: () => void;
  back: { label: ReactNode; disabled: boolean; onClick: () => void };
  /** The forward buttons, after the spacer. */
  actions: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={className} aria-labelledby={titleId} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <h2 id={titleId} className="listing-step__title" tabIndex={-1}>
        {title}
      </h2>
      {intro}
      {error && (
        <div role="alert" className="notice notice--error">
          {error}
        </div>
      )}
      <div className="listing-step__body">{children}</div>
      <div className="listing-step__actions">
        <Button variant="ghost" disabled={back.disabled} onClick={back.onClick}>
          {back.label}
        </Button>
        <span className="listing-step__spacer" />
        {actions}
      </div>
    </form>
  );
}

/**
 * The machine forgets what it knew of the form on every step change and after a save; whenever
 * its view (`known`) differs from what the form says (dirty, valid), tell it again with `report`
 * (the workflow's connect sends it, e.g. machines/listing-wizard/listing-wizard.connect.ts).
 */
export function useReportFormState(known: { dirty: boolean; valid: boolean }, dirty: boolean, valid: boolean, report: (dirty: boolean, valid: boolean) => void) {
  useEffect(() => {
    if (known.dirty !== dirty || known.valid !== valid) report(dirty, valid);
  }, [report, known.dirty, known.valid, dirty, valid]);
}
