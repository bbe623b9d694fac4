import { ACADEMY, HERO } from '../../content/copy';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { ClosingCta } from './ClosingCta';
import { CoursesTeaser } from './CoursesTeaser';
import { Hero } from './Hero';
import { MentorsSection } from './MentorsSection';
import { Outcomes } from './Outcomes';
import { TestimonialsSection } from './TestimonialsSection';
import { WhyChoose } from './WhyChoose';

export default function HomePage() {
  useDocumentMeta(ACADEMY.name, `${HERO.headline} ${HERO.lead}`);
  return (
    <>
      <Hero />
      <Outcomes />
      <CoursesTeaser />
      <WhyChoose />
      <TestimonialsSection />
      <MentorsSection />
      <ClosingCta />
    </>
  );
}
