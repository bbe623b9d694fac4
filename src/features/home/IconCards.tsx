import { Icon, type IconName } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import cards from '../../ui/cards.module.css';
import styles from './home.module.css';
import { CardGrid } from '../../ui/CardGrid';

/** A grid of cards, each an icon, a title and a sentence (What You'll Achieve, Why Choose). */
export function IconCards({ items, icons }: { items: readonly { title: string; text: string }[]; icons: readonly IconName[] }) {
  return (
    <Reveal>
      <CardGrid count={items.length}>
        {items.map((c, i) => (
          <article key={c.title} className={cards.card}>
            <span className={styles.icon}>
              <Icon name={icons[i]!} size={26} />
            </span>
            <h3 className={cards.cardTitle}>{c.title}</h3>
            <p>{c.text}</p>
          </article>
        ))}
      </CardGrid>
    </Reveal>
  );
}
