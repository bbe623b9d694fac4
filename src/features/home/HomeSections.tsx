import { ClosingCta } from './ClosingCta';
import { CoursesTeaser } from './CoursesTeaser';
import { MentorsSection } from './MentorsSection';
import { Outcomes } from './Outcomes';
import { TestimonialsSection } from './TestimonialsSection';
import { WhyChoose } from './WhyChoose';

/** Everything on Home below the hero: its own chunk, so the first load carries the hero alone. */
export default function HomeSections() {
  return (
    <>
      <Outcomes />
      <CoursesTeaser />
      <WhyChoose />
      <TestimonialsSection />
      <MentorsSection />
      <ClosingCta />
    </>
  );
}
