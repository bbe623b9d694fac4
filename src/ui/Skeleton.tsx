import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A number is pixels, as React's own `style` reads it; a string is any CSS length. */
const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** A grey placeholder shaped like what is loading; hidden from screen readers, which get a status text instead. */
export function Skeleton({
  height = 16,
  width = '100%',
  radius = 8,
}: {
  height?: number | string;
  width?: number | string;
  radius?: number;
}) {
  const shape = {
    '--skeleton-height': length(height),
    '--skeleton-width': length(width),
    '--skeleton-radius': length(radius),
  } as CSSProperties;
  return <span className={styles.skeleton} style={shape} aria-hidden="true" />;
}
