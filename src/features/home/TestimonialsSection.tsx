import { useQuery } from '@tanstack/react-query';
import { testimonialsQuery } from '../../api/queries';
import { HOME_TESTIMONIALS } from '../../content/copy';
import { HOME_MAX_TESTIMONIALS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { Reveal } from '../../ui/Reveal';
import { Section, StatusText } from '../../ui/Section';
import { TestimonialCard } from '../../ui/TestimonialCard';
import cards from '../../ui/cards.module.css';
import styles from './home.module.css';

export function TestimonialsSection() {
  const testimonials = useQuery(testimonialsQuery());
  const shown = (testimonials.data ?? []).slice(0, HOME_MAX_TESTIMONIALS);
  return (
    <Section id="testimonials" title={HOME_TESTIMONIALS.title} tone="tint">
      {testimonials.isPending ? (
        <StatusText>{HOME_TESTIMONIALS.loading}</StatusText>
      ) : (
        <Reveal>
          <div className={cards.grid}>
            {shown.map((t) => (
              <TestimonialCard key={t._id} testimonial={t} />
            ))}
          </div>
        </Reveal>
      )}
      <div className={styles.centered}>
        <Button as="link" href="/testimonials" variant="outline">
          {HOME_TESTIMONIALS.showMore}
        </Button>
      </div>
    </Section>
  );
}
