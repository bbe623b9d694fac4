/** The inputs of a workshop, in the order the public page shows them. */
import { STAFF } from '../../content/staff';
import { SelectField, TextArea, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import type { FormState } from '../../ui/form/use-form';
import type { WorkshopValues } from './workshop-form-values';

const COPY = STAFF.workshop;

export function WorkshopFields({ form }: { form: FormState<WorkshopValues> }) {
  const field = form.field;
  return (
    <>
      <TextField label={COPY.title} {...field('title')} />
      <TextArea label={COPY.description} {...field('description')} />
      <div className={fieldStyles.grid}>
        <TextField label={COPY.startsAt} type="datetime-local" {...field('startsAt')} />
        <TextField label={COPY.endsAt} type="datetime-local" {...field('endsAt')} />
        <TextField label={COPY.duration} {...field('duration')} />
        <TextField label={COPY.location} {...field('location')} />
        <SelectField label={COPY.certification} {...field('certification')}>
          <option value="yes">{COPY.certificationYes}</option>
          <option value="no">{COPY.certificationNo}</option>
        </SelectField>
        <TextField label={COPY.registrationLink} type="url" optional {...field('registrationLink')} />
      </div>
      <div className={fieldStyles.grid}>
        <TextArea label={COPY.topics} hint={COPY.onePerLine} rows={3} optional {...field('topics')} />
        <TextArea label={COPY.prerequisites} hint={COPY.onePerLine} rows={3} optional {...field('prerequisites')} />
        <TextArea label={COPY.instructors} hint={COPY.onePerLine} rows={3} optional {...field('instructors')} />
      </div>
      <div className={fieldStyles.grid}>
        <TextField label={COPY.contactEmail} type="email" {...field('contactEmail')} />
        <TextField label={COPY.contactPhone} inputMode="numeric" {...field('contactPhone')} />
      </div>
    </>
  );
}
