import { OUTCOMES } from '../../content/home';
import { Button } from '../../ui/Button';
import type { IconName } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { IconCards } from './IconCards';
import styles from './home.module.css';

const ICONS: IconName[] = ['rocket', 'trophy', 'briefcase'];

export function Outcomes() {
  return (
    <Section id="outcomes" title={OUTCOMES.title}>
      <IconCards items={OUTCOMES.cards} icons={ICONS} />
      <div className={styles.centered}>
        <Button as="hash" href="/courses#courses-list" variant="outline" size="lg">
          {OUTCOMES.cta}
        </Button>
      </div>
    </Section>
  );
}
