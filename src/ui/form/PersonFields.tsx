import type { ReactNode } from 'react';
import { REGISTER } from '../../content/forms';
import { PhoneField, TextField } from './Field';
import type { FieldProps } from './use-form';
import styles from './Field.module.css';

type PersonField = 'firstName' | 'middleName' | 'lastName' | 'mobileNo' | 'email';

/**
 * The name, mobile and e-mail fields that registering and enrolling both ask for, in SPEC §5's order.
 * `contactExtra` sits beside e-mail (registration's date of birth).
 */
export function PersonFields({
  field,
  labels = REGISTER,
  contactExtra,
}: {
  field: (name: PersonField) => FieldProps;
  labels?: { mobile: string; email: string };
  contactExtra?: ReactNode;
}) {
  return (
    <>
      <div className={styles.grid}>
        <TextField label={REGISTER.firstName} autoComplete="given-name" {...field('firstName')} />
        <TextField label={REGISTER.middleName} optional autoComplete="additional-name" {...field('middleName')} />
        <TextField label={REGISTER.lastName} autoComplete="family-name" {...field('lastName')} />
      </div>
      <div className={styles.grid}>
        <PhoneField label={labels.mobile} {...field('mobileNo')} />
        <TextField label={labels.email} type="email" autoComplete="email" {...field('email')} />
        {contactExtra}
      </div>
    </>
  );
}
