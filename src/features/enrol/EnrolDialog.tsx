/**
 * SPEC §2 enrol dialog: "Enroll for {course}", First/Middle/Last name, Mobile, Email, College Name;
 * "Enrolling..." while busy; closes and resets on success (or once saved to send later). The payload is
 * SPEC §3's, with the student id of the logged-in student.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { ME_QUERY_ROOT } from '../../api/me-keys';
import { UNKNOWN_PROGRAM } from '../../contract/messages';
import { EnrolForm, joinName, validateRequest } from '../../contract/requests';
import { FORMS } from '../../content/form-words';
import { ENROL, REGISTER } from '../../content/forms';
import { TOAST_MS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { useDialogs, type EnrolTarget } from '../../ui/dialogs-store';
import { TextField } from '../../ui/form/Field';
import { PersonFields } from '../../ui/form/PersonFields';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import { loadedPart } from '../../ui/lazy-part';
import { Modal } from '../../ui/Modal';
import { requestPersistentStorage } from '../../offline/persistent-storage';
import { useSession } from '../../session/session';
import { useSubmitForm } from '../../offline/use-submit-form';
import { initialBatch } from './initial-batch';

// Loaded with the dialog but apart from it (its dates and words are a screen's worth): the dialog's own first load stays
// within a screen's budget. Until it arrives (or if it cannot, offline) the default batch is the one sent. Without
// Suspense it shows as soon as its code is here, not 300 ms after the dialog opened (decision 196).
const BatchChoice = loadedPart<ComponentProps<(typeof import('./BatchChoice'))['BatchChoice']>>(
  () => import('./BatchChoice').then((m) => ({ default: m.BatchChoice })),
  // Styled where the dialog is (decision 198): it does not come into an open dialog with the sheet.
  'enrol',
);
// Asked for with the dialog's own code (which a student's page reads ahead, and the app imports once it runs), not
// when the dialog first renders: it is then in the dialog's first frame, not a round trip later above its button
// (decision 202). On a course page its file is read ahead with the dialog's (src/contract/app-shell.ts).
if (typeof document !== 'undefined') BatchChoice.preload();

const validate = (values: Record<string, string>) => {
  const checked = validateRequest(EnrolForm, values);
  return checked.ok ? {} : checked.errors;
};

/** SPEC §3's enrolment: the checked values, the name parts joined, the student and the course (and its batch, issue 38). */
function enrolment(values: Record<string, string>, studentId: string, course: EnrolTarget, batch: string | undefined) {
  const checked = validateRequest(EnrolForm, values);
  if (!checked.ok) return null;
  const v = checked.value;
  return {
    studentId,
    fullName: joinName(v.firstName, v.middleName, v.lastName),
    mobileNo: v.mobileNo,
    email: v.email,
    collegeName: v.collegeName,
    selectedProgram: course.title || UNKNOWN_PROGRAM,
    course: course.id,
    ...(batch ? { batch } : {}),
  };
}

export default function EnrolDialog() {
  const enrolTarget = useDialogs((s) => s.enrolTarget);
  // Closed, the form of the course the page offers is drawn ahead, hidden: Enroll Now then only shows it (decision 211).
  const likely = useDialogs((s) => s.enrolLikely);
  const closeEnrol = useDialogs((s) => s.closeEnrol);
  const [generation, setGeneration] = useState(0);
  const close = () => {
    closeEnrol();
    setGeneration((g) => g + 1);
  };
  const course = enrolTarget ?? likely;
  return (
    <Modal open={enrolTarget !== null} drawnAhead={likely !== null} onClose={close} title={ENROL.title(course?.title)} size="lg" scrollable>
      {course && <EnrolFormBody key={`${generation} ${course.id} ${course.batchId ?? ''}`} course={course} onDone={close} />}
    </Modal>
  );
}

function EnrolFormBody({ course, onDone }: { course: EnrolTarget; onDone: () => void }) {
  const student = useSession((s) => s.student);
  const openLogin = useDialogs((s) => s.openEnrol);
  const initial = { firstName: '', middleName: '', lastName: '', mobileNo: student?.mobileNo ?? '', email: '', collegeName: '' };
  const form = useForm(initial, validate, 'touched');
  const queryClient = useQueryClient();
  const [batch, setBatch] = useState(() => initialBatch(course));

  const payload = () => {
    if (!student) {
      // Logged out in another tab since the dialog opened: log in first, then come back to this course.
      onDone();
      openLogin(course, false);
      return null;
    }
    return enrolment(form.values, student.studentId, course, batch);
  };
  const submit = useSubmitForm(form, {
    kind: 'enrolment',
    // SPEC §8: a refusal without a message says "Enrollment failed"; no answer at all, "Something went wrong".
    toastMs: TOAST_MS.enrol,
    payload,
    // The request's one name field is the dialog's three: its message goes to the first.
    toFormErrors: ({ fullName, ...rest }) => (fullName ? { firstName: fullName, ...rest } : rest),
    onDone: (result) => {
      // An enrolled student's saved courses and queued forms matter: ask the browser to keep our storage.
      void requestPersistentStorage();
      // The student's own reads say so now: My learning and the course page with it (kept offline; a queued one says
      // it waits), and this course's pack, which offered a sample until now.
      if (result === 'sent' && student) void queryClient.invalidateQueries({ queryKey: [ME_QUERY_ROOT, student.studentId] });
      onDone();
    },
  });

  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate>
      <PersonFields field={form.field} labels={ENROL} />
      <TextField label={REGISTER.college} autoComplete="organization" {...form.field('collegeName')} />
      {batch && <BatchChoice course={course} chosen={batch} onChoose={setBatch} />}
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? FORMS.busy.enrol : ENROL.submit}
        </Button>
      </div>
    </Form>
  );
}
