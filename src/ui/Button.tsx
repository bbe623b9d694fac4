/**
 * SPEC's Button: six variants, three sizes, and four ways to act — a plain button, a router link, a nav
 * link (marked current when its route is active) or a hash link (navigates, then scrolls to the anchor).
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import styles from './Button.module.css';
import { scrollToHash } from './scroll';

export type ButtonVariant = 'gradient' | 'pink' | 'blue' | 'indigo' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

type AsButton = Common & { as?: 'button' } & ButtonHTMLAttributes<HTMLButtonElement>;
/** `external` opens another site in a new tab; `link` navigates inside the site. */
type AsLink = Common & { as: 'link' | 'navlink' | 'hash' | 'external'; href: string } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    'href'
  >;
export type ButtonProps = AsButton | AsLink;

export function buttonClass(variant: ButtonVariant = 'gradient', size: ButtonSize = 'md', fullWidth = false, extra?: string) {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.full : '', extra ?? ''].filter(Boolean).join(' ');
}

function isLink(props: ButtonProps): props is AsLink {
  return props.as === 'link' || props.as === 'navlink' || props.as === 'hash' || props.as === 'external';
}

export function Button(props: ButtonProps) {
  const cls = buttonClass(props.variant, props.size, props.fullWidth, props.className);
  if (isLink(props)) {
    const { as, href, variant: _v, size: _s, fullWidth: _f, className: _c, children, ...rest } = props;
    if (as === 'hash')
      return (
        <HashLink href={href} className={cls} {...rest}>
          {children}
        </HashLink>
      );
    if (as === 'external')
      return (
        <a href={href} className={cls} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      );
    if (as === 'navlink')
      return (
        <NavLink href={href} className={cls} {...rest}>
          {children}
        </NavLink>
      );
    return (
      <Link href={href} className={cls} {...rest}>
        {children}
      </Link>
    );
  }
  const { as: _as, variant: _v, size: _s, fullWidth: _f, className: _c, children, type, ...rest } = props;
  return (
    <button type={type ?? 'button'} className={cls} {...rest}>
      {children}
    </button>
  );
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
  const [location, navigate] = useLocation();
  const [path, hash = ''] = href.split('#') as [string, string?];
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const target = path || location;
    if (target !== location) navigate(`${target}${hash ? `#${hash}` : ''}`);
    else if (hash) window.history.replaceState(window.history.state, '', `#${hash}`);
    scrollToHash(hash);
  };
  return (
    <a href={href} className={className} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
