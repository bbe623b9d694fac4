/**
 * Sections wait for their layout until they come near the screen (content-visibility, decision 89), sized
 * meanwhile by an estimate. End and Home jump to the page's ends, which would then be where the estimates
 * put them: End stopped short of the footer on a phone. So the first End or Home lays every section out
 * for real, before the browser acts on the key. Other keys (Tab, arrows, Page Down) move by what is near,
 * and are left alone: laying the whole page out costs a first key press tens of ms.
 */
import { LAID_OUT_ATTRIBUTE } from '../contract/page-render';

const JUMPS_TO_AN_END = new Set(['End', 'Home']);

export function layOutFullyBeforeJumps(doc: Document = document): void {
  const onKey = (event: KeyboardEvent) => {
    if (!JUMPS_TO_AN_END.has(event.key)) return;
    doc.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, '');
    doc.removeEventListener('keydown', onKey, true);
  };
  doc.addEventListener('keydown', onKey, true);
}
