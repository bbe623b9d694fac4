import { CLOSING_CTA } from '../../content/home';
import { Button } from '../../ui/Button';
import styles from './home.module.css';

export function ClosingCta() {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title">{CLOSING_CTA.title}</h2>
        <p>{CLOSING_CTA.text}</p>
        <Button as="link" href="/auth/register" size="lg">
          {CLOSING_CTA.button}
        </Button>
      </div>
    </section>
  );
}
