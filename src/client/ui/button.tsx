import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows the button as working and blocks a second click. */
  busy?: boolean;
}

export const buttonClasses = (variant: ButtonVariant, extra?: string) => ['button', `button--${variant}`, extra].filter(Boolean).join(' ');

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, className, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClasses(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="spinner__circle spinner__circle--button" aria-hidden="true" />}
      {children}
    </button>
  );
});
