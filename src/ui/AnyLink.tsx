import type { ReactNode } from 'react';
import { Link } from './Link';

/** A link that may point inside the site (client-side navigation) or outside it (a new tab). */
export function AnyLink({ href, children, className, label }: { href: string; children: ReactNode; className?: string; label?: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
    >
      {children}
    </a>
  );
}
