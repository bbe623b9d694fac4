import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { testimonialsQuery } from '../../api/queries';
import { LOAD_PROBLEM } from '../../content/copy';
import { TESTIMONIALS_PAGE } from '../../content/screens';
import { TESTIMONIALS_PAGE_SIZE } from '../../content/limits';
import { Button } from '../../ui/Button';
import { Section, StatusText } from '../../ui/Section';
import { TestimonialCard } from '../../cards/TestimonialCard';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { ListStatus } from '../../ui/ListStatus';
import styles from './testimonials.module.css';
import { CardGrid } from '../../ui/CardGrid';

export default function TestimonialsPage() {
  useDocumentMeta(TESTIMONIALS_PAGE.title, TESTIMONIALS_PAGE.lead);
  const testimonials = useQuery(testimonialsQuery());
  const [visible, setVisible] = useState(TESTIMONIALS_PAGE_SIZE);
  const list = testimonials.data ?? [];
  return (
    <Section id="testimonials" title={TESTIMONIALS_PAGE.title} lead={TESTIMONIALS_PAGE.lead} headingLevel={1}>
      <ListStatus read={testimonials} loading={<StatusText>{TESTIMONIALS_PAGE.loading}</StatusText>} failed={LOAD_PROBLEM.testimonials} />
      {testimonials.isSuccess && list.length === 0 && <StatusText>{TESTIMONIALS_PAGE.empty}</StatusText>}
      <CardGrid count={Math.min(visible, list.length)} id="testimonial-grid" data-testid="testimonial-grid">
        {list.slice(0, visible).map((t) => (
          <TestimonialCard key={t._id} testimonial={t} />
        ))}
      </CardGrid>
      {visible < list.length && (
        <div className={styles.more}>
          <Button variant="outline" aria-controls="testimonial-grid" onClick={() => setVisible((v) => v + TESTIMONIALS_PAGE_SIZE)}>
            {TESTIMONIALS_PAGE.loadMore}
          </Button>
        </div>
      )}
    </Section>
  );
}
