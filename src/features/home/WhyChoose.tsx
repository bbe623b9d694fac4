import { WHY_CHOOSE } from '../../content/home';
import type { IconName } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { IconCards } from './IconCards';

const ICONS: IconName[] = ['wrench', 'book', 'mentor', 'handshake', 'clock', 'globe'];

export function WhyChoose() {
  return (
    <Section id="why-choose" title={WHY_CHOOSE.title}>
      <IconCards items={WHY_CHOOSE.cards} icons={ICONS} />
    </Section>
  );
}
