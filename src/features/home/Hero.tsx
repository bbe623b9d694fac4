import { Suspense } from 'react';
import { HERO } from '../../content/copy';
import { Button } from '../../ui/Button';
import { lazyPart } from '../../ui/lazy-part';
import { TypingPanelFrame } from './TypingPanelFrame';
import styles from './home.module.css';

// Decoration beside the headline: it hydrates after the text that matters (and types after its intro).
const TypingPanel = lazyPart<{ intro?: boolean }>(() => import('./TypingPanel').then((m) => ({ default: m.TypingPanel })));

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <h1 id="hero-title" className={styles.heroTitle}>
            {HERO.headline}
          </h1>
          <p className={styles.heroLead}>{HERO.lead}</p>
          <ul className={styles.claims}>
            {HERO.claims.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className={styles.heroActions}>
            <Button as="hash" href="/courses#courses-list" size="lg">
              {HERO.explore}
            </Button>
            <Button as="link" href="/auth/register" variant="outline" size="lg">
              {HERO.join}
            </Button>
          </div>
          <dl className={styles.heroStats}>
            {HERO.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Suspense fallback={<TypingPanelFrame />}>
          <TypingPanel intro />
        </Suspense>
      </div>
    </section>
  );
}
