// Our links: React Router's navigation with none of its framework mode.
//
// React Router 7's `Link` and `NavLink` also carry framework mode's route prefetching, React
// Server Components and view transitions, which this app (declarative routes) never uses; one
// import of its `Link` anywhere in the customer app put all of that in the menu's first load.
// These two do what our links need, with the router's own `useHref` and `useLinkClickHandler`
// (modifier keys, `target`, the same navigation), so every link of the product is one of these.
// docs/decisions/005-menu-bundle-budget.md.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the page the link opens. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** The class, given whether the current address is the link's page or one below it. */
  className: (state: { isActive: boolean }) => string;
}

/** A link that knows when its page is open: `aria-current="page"` and an active class. */
export function NavLink({ className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const isActive = pathname === target || (target !== '/' && pathname.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  );
}
