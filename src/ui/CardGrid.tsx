import type { HTMLAttributes, ReactNode } from 'react';
import styles from './cards.module.css';

/**
 * How a grid of `count` cards lays out so that no card is left alone on its last row (issue 16.9):
 * one or two cards fill the row; a count that would leave one card under three columns (4, 7, 16…)
 * takes four columns on wide screens; two columns give an odd last card the whole row (CSS).
 */
export function gridBalance(count: number): 'fill' | 'four' | undefined {
  if (count <= 2) return 'fill';
  if (count % 3 === 1 && count % 4 !== 1) return 'four';
  return undefined;
}

type Props = { count: number; list?: boolean; className?: string; children: ReactNode } & HTMLAttributes<HTMLElement>;

/** The site's grid of cards (`list`: a <ul> of <li>, without bullets). */
export function CardGrid({ count, list = false, className, children, ...rest }: Props) {
  const cls = [styles.grid, list ? styles.plainList : '', className ?? ''].filter(Boolean).join(' ');
  const Tag = list ? 'ul' : 'div';
  return (
    <Tag className={cls} data-balance={gridBalance(count)} {...rest}>
      {children}
    </Tag>
  );
}
