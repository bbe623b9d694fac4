import { OUTCOMES } from '../../content/copy';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { Section } from '../../ui/Section';
import cards from '../../ui/cards.module.css';
import styles from './home.module.css';

const ICONS: IconName[] = ['rocket', 'trophy', 'briefcase'];

export function Outcomes() {
  return (
    <Section id="outcomes" title={OUTCOMES.title}>
      <Reveal>
        <div className={cards.grid}>
          {OUTCOMES.cards.map((c, i) => (
            <article key={c.title} className={cards.card}>
              <span className={styles.icon}>
                <Icon name={ICONS[i]!} size={26} />
              </span>
              <h3 className={cards.cardTitle}>{c.title}</h3>
              <p>{c.text}</p>
            </article>
          ))}
        </div>
      </Reveal>
      <div className={styles.centered}>
        <Button as="hash" href="/courses#courses-list" size="lg">
          {OUTCOMES.cta}
        </Button>
      </div>
    </Section>
  );
}
