import type { ReactNode } from 'react';
import './subscription.css';

// One "I accept" / "I have read" checkbox with its label, the error read with it.
export function AcceptBox({ checked, onChange, label, error }: { checked: boolean; onChange: (checked: boolean) => void; label: ReactNode; error?: string }) {
  return (
    <>
      <label className="subscription-accept">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} required />
        <span>{label}</span>
      </label>
      {error && <p className="form-field__error">{error}</p>}
    </>
  );
}
