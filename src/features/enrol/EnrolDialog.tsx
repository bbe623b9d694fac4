import { Modal } from '../../ui/Modal';
import { useDialogs } from '../../ui/dialogs-store';

/** The enrol dialog's frame ("Enroll for {course}"); its form is built by the forms issue. */
export default function EnrolDialog() {
  const { enrolTarget, closeEnrol } = useDialogs();
  return (
    <Modal open={enrolTarget !== null} onClose={closeEnrol} title={`Enroll for ${enrolTarget?.title || 'Selected Course'}`} size="lg" scrollable>
      <p>Enrolment for this course opens here.</p>
    </Modal>
  );
}
