import { useQuery } from '@tanstack/react-query';
import { homeTestimonialsQuery } from '../../api/queries';
import { HOME_TESTIMONIALS } from '../../content/home';
import { Button } from '../../ui/Button';
import { Reveal } from '../../ui/Reveal';
import { Section, StatusText } from '../../ui/Section';
import { TestimonialCard } from '../../cards/TestimonialCard';
import styles from './home.module.css';
import { CardGrid } from '../../ui/CardGrid';

export function TestimonialsSection() {
  const testimonials = useQuery(homeTestimonialsQuery());
  const shown = testimonials.data ?? [];
  return (
    <Section id="testimonials" title={HOME_TESTIMONIALS.title} tone="tint">
      {testimonials.isPending ? (
        <StatusText>{HOME_TESTIMONIALS.loading}</StatusText>
      ) : (
        <Reveal>
          <CardGrid count={shown.length}>
            {shown.map((t) => (
              <TestimonialCard key={t._id} testimonial={t} />
            ))}
          </CardGrid>
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
