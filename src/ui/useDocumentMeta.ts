import { useEffect } from 'react';
import { ACADEMY } from '../content/copy';
import { useRenderInfo } from './render-context';

const fullTitle = (title: string) => (title === ACADEMY.name ? title : `${title} | ${ACADEMY.name}`);

/** Sets the tab title and the meta description of the current route (on the server: of the HTML sent). */
export function useDocumentMeta(title: string, description: string) {
  const { head } = useRenderInfo();
  if (head) {
    head.title = fullTitle(title);
    head.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
