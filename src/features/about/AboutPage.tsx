import { useQuery } from '@tanstack/react-query';
import { homeMentorsQuery } from '../../api/queries';
import { ABOUT } from '../../content/screens';
import { Button } from '../../ui/Button';
import { MentorCard } from '../../cards/MentorCard';
import { Reveal } from '../../ui/Reveal';
import { Section, StatusText } from '../../ui/Section';
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
      <Section title={ABOUT.figuresTitle} lead={ABOUT.figuresLead}>
        <dl className={styles.figures}>
          {ABOUT.figures.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section tone="tint">
        <div className={styles.pair}>
          {[ABOUT.mission, ABOUT.vision].map((block) => (
            <article key={block.title} className={cards.card}>
              <h2>{block.title}</h2>
              <p>{block.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section title={ABOUT.valuesTitle}>
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
      <People />
      <section className={styles.banner} aria-labelledby="about-banner">
        <div className="container">
          <h2 id="about-banner">{ABOUT.banner.title}</h2>
          <Button as="link" href="/courses" size="lg">
            {ABOUT.banner.button}
          </Button>
        </div>
      </section>
    </>
  );
}

/** The academy's people: the first mentors (the home page's read, so it is saved offline already). */
function People() {
  const mentors = useQuery(homeMentorsQuery());
  return (
    <Section title={ABOUT.peopleTitle} lead={ABOUT.peopleLead} tone="tint">
      {mentors.isPending ? (
        <StatusText>{ABOUT.peopleLoading}</StatusText>
      ) : (
        <CardGrid count={mentors.data?.length ?? 0}>
          {(mentors.data ?? []).map((m) => (
            <MentorCard key={m._id} mentor={m} />
          ))}
        </CardGrid>
      )}
      <div className={styles.more}>
        <Button as="link" href="/mentors" variant="outline">
          {ABOUT.allMentors}
        </Button>
      </div>
    </Section>
  );
}
