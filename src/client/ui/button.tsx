import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows the button as working and blocks a second click. */
  busy?: boolean;
}

const classes = (variant: Variant, extra?: string) => ['button', `button--${variant}`, extra].filter(Boolean).join(' ');

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, className, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={classes(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="spinner__circle spinner__circle--button" aria-hidden="true" />}
      {children}
    </button>
  );
});

/** A link that looks like a button (navigation must stay a link for the keyboard and new tabs). */
export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...rest} />;
}
