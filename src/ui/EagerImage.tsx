import type { ComponentProps } from 'react';
import styles from './EagerImage.module.css';
import { useRenderInfo } from './render-context';

type Props = ComponentProps<'img'> & { src: string; alt: string };

/**
 * An image the page shows at once (a hero, a cover, a page's illustration), asked for from the document's
 * <head>, before the stylesheet: rendered on the server, it names itself in the render's head, and renderHead
 * writes its preload (src/contract/app-shell.ts, decision 178). React makes such a hint itself for every image
 * not loaded lazily, but puts it before the page's HTML, inside #root; it makes none for an image inside a
 * <picture>, which is why one is around it (taking no box of its own).
 */
export function EagerImage(props: Props) {
  const { head } = useRenderInfo();
  if (head && !head.images?.some((image) => image.href === props.src)) {
    (head.images ??= []).push(props.fetchPriority === 'high' ? { href: props.src, fetchPriority: 'high' } : { href: props.src });
  }
  return (
    <picture className={styles.picture}>
      {/* The props in the order given, as React writes them; alt is always there (its place kept). */}
      <img {...props} alt={props.alt} />
    </picture>
  );
}
