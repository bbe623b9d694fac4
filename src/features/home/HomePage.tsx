import { Suspense } from 'react';
import { ACADEMY, HERO } from '../../content/copy';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { Hero } from './Hero';
import { lazyPart } from '../../ui/lazy-part';

// Below the fold, so not in the first load: the server sends these sections rendered, and they
// hydrate when their chunk arrives, after the hero already answers (decision 63).
const HomeSections = lazyPart(() => import('./HomeSections'));

export default function HomePage() {
  useDocumentMeta(ACADEMY.name, `${HERO.headline} ${HERO.lead}`);
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
