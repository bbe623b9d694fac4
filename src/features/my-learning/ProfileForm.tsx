/**
 * Name and e-mail, sent straight to the server (not through the outbox: a profile change made offline
 * and delivered days later could overwrite a newer one). Fields are checked like the registration
 * form's, when left and on submit; the server's field messages (a taken e-mail) show the same way.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/http';
import { meQueryKeys } from '../../api/me-keys';
import { updateProfile } from '../../api/queries-me';
import { ProfileUpdate, type MyLearning, type MyProfile, type ProfileOffer as ProfileOfferData } from '../../contract/my-learning';
import { validateRequest } from '../../contract/requests';
import { MY_LEARNING } from '../../content/my-learning';
import { TOAST_MS } from '../../content/limits';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import { ProfileOffer } from './ProfileOffer';
import styles from './my-learning.module.css';

const COPY = MY_LEARNING.profile;
type Values = { fullName: string; email: string };

const validate = (values: Values) => {
  const checked = validateRequest(ProfileUpdate, values);
  return checked.ok ? {} : checked.errors;
};

export function ProfileForm({ profile, offer }: { profile: MyProfile; offer?: ProfileOfferData | null }) {
  const form = useForm<Values>({ fullName: profile.fullName ?? '', email: profile.email ?? '' }, validate, 'touched');
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || !form.check()) return;
    if (!navigator.onLine) return toast.error(COPY.offline, { duration: TOAST_MS.default });
    form.setBusy(true);
    try {
      const checked = validateRequest(ProfileUpdate, form.values);
      const saved = await updateProfile(checked.ok ? checked.value : form.values);
      // A profile the student saved is their decision: the server offers no older enrollment's details over it.
      queryClient.setQueryData<MyLearning>(
        meQueryKeys.learning(profile.studentId),
        (old) => old && { ...old, profile: saved, profileOffer: null },
      );
      toast.success(COPY.saved, { duration: TOAST_MS.default });
    } catch (err) {
      const fields = err instanceof ApiError ? err.body?.errors : undefined;
      if (fields && Object.keys(fields).length) form.setErrors(fields);
      else toast.error(err instanceof ApiError && err.status ? err.message : COPY.failed, { duration: TOAST_MS.default });
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <section aria-labelledby="my-profile" className={styles.block}>
      <h2 id="my-profile">{COPY.title}</h2>
      <p>
        {COPY.mobile}: <strong>{profile.mobileNo}</strong>
      </p>
      {offer && <ProfileOffer offer={offer} profile={profile} />}
      <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="my-profile">
        <div className={fieldStyles.grid}>
          <TextField label={COPY.fullName} autoComplete="name" {...form.field('fullName')} />
          <TextField label={COPY.email} type="email" autoComplete="email" {...form.field('email')} />
        </div>
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? COPY.saving : COPY.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
