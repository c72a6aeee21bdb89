import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, type NavigateOptions, type To } from './history';
import { useHref, useLocation, useNavigate } from './hooks';

// Links that navigate within the portal without reloading it, and a redirect while rendering.

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the address as a new document. */
  reloadDocument?: boolean;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A click the router handles: the main button, no modifier key, no other window. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }, ref) {
  const href = useHref(typeof to === 'string' && EXTERNAL.test(to) ? '/' : to);
  const location = useLocation();
  const navigate = useNavigate();
  if (typeof to === 'string' && EXTERNAL.test(to)) return <a ref={ref} href={to} target={target} onClick={onClick} {...rest} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    // A link to the page on screen replaces it rather than adding a step to Back.
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this address itself, not on the addresses under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows when its address is on screen: class "active" and aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, className, to, ...rest }, ref) {
  const { pathname } = useLocation();
  const href = useHref(to);
  const target = href.split(/[?#]/)[0]!.toLowerCase();
  const here = pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link ref={ref} to={to} className={classes} aria-current={isActive ? 'page' : undefined} {...rest} />;
});

/** Navigates once rendered (a redirect decided while rendering). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(typeof to === 'string' || to.pathname ? path : to, { replace, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per target, as given
  }, [navigate, path, replace, state]);
  return null;
}
