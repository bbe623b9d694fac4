import { WHY_CHOOSE } from '../../content/copy';
import { Icon, type IconName } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { Section } from '../../ui/Section';
import cards from '../../ui/cards.module.css';
import styles from './home.module.css';

const ICONS: IconName[] = ['wrench', 'book', 'mentor', 'handshake', 'clock', 'globe'];

export function WhyChoose() {
  return (
    <Section id="why-choose" title={WHY_CHOOSE.title}>
      <Reveal>
        <div className={cards.grid}>
          {WHY_CHOOSE.cards.map((c, i) => (
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
    </Section>
  );
}
