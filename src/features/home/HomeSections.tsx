import { ClosingCta } from './ClosingCta';
import { CoursesTeaser } from './CoursesTeaser';
import { MentorsSection } from './MentorsSection';
import { Outcomes } from './Outcomes';
import { TestimonialsSection } from './TestimonialsSection';
import { WhyChoose } from './WhyChoose';
import { PicturesAfterApp } from '../../ui/SmartImage';

/**
 * Everything on Home below the hero: its own chunk, so the first load carries the hero alone. Its pictures, a
 * phone's screen or more below the hero, wait for the app (decision 219).
 */
export default function HomeSections() {
  return (
    <PicturesAfterApp>
      <Outcomes />
      <CoursesTeaser />
      <WhyChoose />
      <TestimonialsSection />
      <MentorsSection />
      <ClosingCta />
    </PicturesAfterApp>
  );
}
