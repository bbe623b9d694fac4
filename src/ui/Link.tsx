import type { ComponentProps, MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';

export type LinkProps = { href: string } & Omit<ComponentProps<'a'>, 'href'>;

/** A plain click: not one that asks for a new tab or window, and the main button. */
export const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.altKey && !event.shiftKey && event.button === 0;

/**
 * A link inside the site, followed by the router without a page load. Unlike wouter's own Link it does
 * not watch the address: what a link shows never depends on it, and wouter's renders every link on the
 * page again in the click's own task (a home page holds dozens) before the next screen can start. The
 * navbar's links, which show where you are, watch it themselves (`NavLink`).
 */
export function Link({ href, onClick, children, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
