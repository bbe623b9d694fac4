/**
 * The words of each dialog's markup, as PageStyles reads a page (server/http/page-styles.ts): its modules' class
 * names, the elements and the global class it writes. A page the server renders carries the rules these name, so
 * that a dialog a tap opens there is styled before the rest of the stylesheet has come (decision 198). The server's
 * renderer alone imports this (src/server-render.tsx): in the browser it would put the class names in the entry.
 * tests/e2e/server-render.test.ts opens each dialog with the sheet held back and sees it look as with the sheet.
 */
import batchFacts from '../cards/BatchFacts.module.css';
import seatsPill from '../cards/SeatsPill.module.css';
import type { DialogName } from '../contract/app-shell';
import enrol from '../features/enrol/enrol.module.css';
import button from '../ui/Button.module.css';
import field from '../ui/form/Field.module.css';
import modal from '../ui/Modal.module.css';

/** The elements, attributes and global class of the dialogs' markup (src/ui/Modal.tsx, src/ui/form/…). */
const MARKUP =
  'dialog div header h2 button svg path form fieldset legend p label input span strong ul li open checked ' +
  'type id for name value inputmode maxlength autocomplete novalidate aria-labelledby aria-describedby aria-invalid ' +
  'aria-live aria-hidden aria-label visually-hidden';

const wordsOf = (...modules: Readonly<Record<string, string>>[]) => [MARKUP, ...modules.flatMap((m) => Object.values(m))].join(' ');

export const DIALOG_RULE_WORDS: Record<DialogName, string> = {
  login: wordsOf(modal, field, button),
  enrol: wordsOf(modal, field, button, enrol, batchFacts, seatsPill),
};
