import { ABOUT } from '../../content/screens';
import { Button } from '../../ui/Button';
import { Reveal } from '../../ui/Reveal';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import styles from './about.module.css';
import { CardGrid } from '../../ui/CardGrid';

export default function AboutPage() {
  useDocumentMeta(ABOUT.metaTitle, ABOUT.lead);
  return (
    <>
      <Section title={ABOUT.title} lead={ABOUT.lead} tone="dark" headingLevel={1}>
        <div className={styles.center}>
          <Button as="link" href="/courses" size="lg">
            {ABOUT.explore}
          </Button>
        </div>
      </Section>
      <Section>
        <div className={styles.pair}>
          {[ABOUT.mission, ABOUT.vision].map((block) => (
            <article key={block.title} className={cards.card}>
              <h2>{block.title}</h2>
              <p>{block.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section title={ABOUT.valuesTitle} tone="tint">
        <Reveal>
          <CardGrid count={ABOUT.values.length}>
            {ABOUT.values.map((v) => (
              <article key={v.title} className={cards.card}>
                <h3 className={cards.cardTitle}>{v.title}</h3>
                <p>{v.text}</p>
              </article>
            ))}
          </CardGrid>
        </Reveal>
      </Section>
      <section className={styles.banner} aria-labelledby="about-banner">
        <div className="container">
          <h2 id="about-banner">{ABOUT.banner.title}</h2>
          <Button as="link" href="/courses" variant="outline" size="lg">
            {ABOUT.banner.button}
          </Button>
        </div>
      </section>
    </>
  );
}
