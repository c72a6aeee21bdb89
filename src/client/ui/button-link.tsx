import { Link, type LinkProps } from '../router';
import { buttonClasses, type ButtonVariant } from './button';

// A link that looks like a button: navigation stays a link for the keyboard and new tabs.
// Apart from button.tsx so the start-up screens do not pull in the router.
export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...rest} />;
}
