import { useEffect } from 'react';
import { ACADEMY } from '../content/copy';

/** Sets the tab title and the meta description of the current route. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title === ACADEMY.name ? title : `${title} | ${ACADEMY.name}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
