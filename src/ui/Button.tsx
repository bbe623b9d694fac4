/**
 * SPEC's Button: six variants, three sizes, and four ways to act — a plain button, a router link, a nav
 * link (marked current when its route is active) or a hash link (navigates, then scrolls to the anchor).
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { isPlainClick, Link } from './Link';
import styles from './Button.module.css';

export type ButtonVariant = 'gradient' | 'pink' | 'blue' | 'indigo' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/** `ref` reaches the <button> (a plain prop since React 19), for a caller that moves the keyboard's focus. */
type AsButton = Common & { as?: 'button'; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>;
/** `external` opens another site in a new tab; `link` navigates inside the site. */
type AsLink = Common & { as: 'link' | 'navlink' | 'hash' | 'external'; href: string } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    'href'
  >;
export type ButtonProps = AsButton | AsLink;

export function buttonClass(variant: ButtonVariant = 'gradient', size: ButtonSize = 'md', fullWidth = false, extra?: string) {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.full : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ as, variant, size, fullWidth, className, ...props }: ButtonProps) {
  const cls = buttonClass(variant, size, fullWidth, className);
  if (!as || as === 'button') {
    const { type, ...rest } = props as ButtonHTMLAttributes<HTMLButtonElement>;
    return <button type={type ?? 'button'} className={cls} {...rest} />;
  }
  // One place for the three kinds of link; `children` travel in the props. (Written compactly: every
  // page's first load carries it.)
  const link = { ...(props as AnchorProps), className: cls };
  if (as === 'external')
    return (
      <a target="_blank" rel="noopener noreferrer" {...link}>
        {link.children}
      </a>
    );
  const Tag = (as === 'hash' ? HashLink : as === 'navlink' ? NavLink : Link) as typeof HashLink;
  return <Tag {...link} />;
}

type AnchorProps = { href: string; className?: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export function NavLink({ href, className, children, ...rest }: AnchorProps) {
  const [location] = useLocation();
  const current = href === '/' ? location === '/' : location === href || location.startsWith(href + '/');
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}

/** A link to `/path#anchor`: a router navigation when the path differs, then SPEC's offset scroll. */
export function HashLink({ href, className, children, onClick, ...rest }: AnchorProps) {
  const [path, hash = ''] = href.split('#') as [string, string?];
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Read at the click, not watched: like every link, this one does not render again on a navigation.
    const location = window.location.pathname;
    const target = path || location;
    if (target !== location) navigate(`${target}${hash ? `#${hash}` : ''}`);
    else if (hash) window.history.replaceState(window.history.state, '', `#${hash}`);
    // The anchor-following code loads with the first hash link followed: most visits follow none.
    void import('./scroll').then(({ scrollToHash }) => scrollToHash(hash));
  };
  return (
    <a href={href} className={className} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
