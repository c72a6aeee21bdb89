// A busy indicator that screen readers announce; the label is already translated by the caller.
export function Spinner({ label, size = 'medium', inline = false }: { label: string; size?: 'small' | 'medium' | 'large'; inline?: boolean }) {
  return (
    <span className={`spinner spinner--${size}${inline ? ' spinner--inline' : ''}`} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className={inline ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for whole-page loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size="large" />
    </div>
  );
}
