/**
 * SPEC §4 login: step "default" (mobile number) then step "otp" (the code). Success stores the cookies,
 * toasts and closes; closing resets both forms, the step, the reference id and the busy flag. Login
 * needs the network, so offline the buttons are disabled and the modal says why.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LOGIN_PATH, safeNext } from '../../contract/login-path';
import type { FormEcho } from '../../contract/page-render';
import { useFormEcho } from '../../ui/form/form-echo';
import { FormOutcome } from '../../ui/form/FormOutcome';
import { toast } from '../../lib/toast';
import { ApiError, apiRequest } from '../../api/http';
import { OUTCOME } from '../../contract/messages';
import { LoginMobileForm, LoginOtpForm, validateRequest } from '../../contract/requests';
import { FORMS } from '../../content/form-words';
import { LOGIN } from '../../content/forms';
import { TOAST_MS } from '../../content/limits';
import { useOnline } from '../../offline/use-online';
import { Button } from '../../ui/Button';
import { useDialogs } from '../../ui/dialogs-store';
import { PhoneField, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm, type FormState } from '../../ui/form/use-form';
import { Modal } from '../../ui/Modal';
import { useSession } from '../../session/session';

const errorsOf =
  <T,>(struct: Parameters<typeof validateRequest<T>>[0]) =>
  (values: Record<string, string>) => {
    const checked = validateRequest(struct, values);
    return checked.ok ? {} : checked.errors;
  };
const validateMobile = errorsOf(LoginMobileForm);
const validateOtp = errorsOf(LoginOtpForm);

interface SendBody {
  success?: boolean;
  message?: string;
  data?: { reference_id?: string };
}
interface VerifyBody {
  success?: boolean;
  message?: string;
  data?: { studentId?: string; mobileNo?: string };
}

/**
 * `/login`'s own dialog (decision 126): open as the page arrives, working before the app runs (its forms post
 * to the page, the server answers with the next step); after a login it goes where `next` says.
 */
export function LoginOnArrival() {
  const [open, setOpen] = useState(true);
  const [location, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const echo = useFormEcho('login');
  const student = useSession((s) => s.student);
  // Already logged in (the cookies are read once the app runs): straight on to `next`. Only from `/login`
  // itself: this stays on screen while the next page gets ready, and the address it moved to has no `next`.
  const onLoginPage = location === LOGIN_PATH;
  useEffect(() => {
    if (student && onLoginPage) navigate(next ?? '/', { replace: true });
  }, [student, onLoginPage, next, navigate]);
  if (!open || student) return null;
  return (
    <Modal open onClose={() => setOpen(false)} title={LOGIN.title} size="sm">
      <LoginSteps
        echo={echo}
        postsToPage
        onLoggedIn={() => {
          setOpen(false);
          // In place of `/login`: Back then leads to the page before it, not to a login that sends on again.
          navigate(next ?? '/', { replace: true });
        }}
      />
    </Modal>
  );
}

export default function LoginModal() {
  const loginOpen = useDialogs((s) => s.loginOpen);
  const closeLogin = useDialogs((s) => s.closeLogin);
  // A fresh form every time the modal opens: closing resets everything (SPEC §4).
  const [generation, setGeneration] = useState(0);
  const close = (loggedIn: boolean) => {
    closeLogin(loggedIn);
    setGeneration((g) => g + 1);
  };
  return (
    <Modal open={loginOpen} onClose={() => close(false)} title={LOGIN.title} size="sm">
      <LoginSteps key={generation} onLoggedIn={() => close(true)} />
    </Modal>
  );
}

type MobileForm = FormState<{ mobileNo: string }>;
type OtpForm = FormState<{ otp: string }>;

interface StepsProps {
  onLoggedIn: () => void;
  /** The server's answer to a step posted before the app ran (decision 126). */
  echo?: FormEcho;
  /** The steps post to the page before the app runs (`/login`). */
  postsToPage?: boolean;
}

/** Both forms live here, so "Change number" comes back to the number as it was typed. */
function LoginSteps({ onLoggedIn, echo, postsToPage = false }: StepsProps) {
  const online = useOnline();
  const echoedReference = echo?.values.reference_id ?? '';
  const [step, setStep] = useState<'default' | 'otp'>(echoedReference ? 'otp' : 'default');
  const [referenceId, setReferenceId] = useState(echoedReference);
  const mobile = useForm({ mobileNo: echo?.values.mobileNo ?? '' }, validateMobile, 'touched', echoedReference ? undefined : echo);
  const otp = useForm({ otp: '' }, validateOtp, 'touched', echoedReference ? echo : undefined);
  const codeSent = (reference: string) => {
    setReferenceId(reference);
    setStep('otp');
  };

  return (
    <div className={fieldStyles.form}>
      {!online && (
        <p className={fieldStyles.notice} role="status">
          {LOGIN.offline}
        </p>
      )}
      <FormOutcome echo={echo} />
      {step === 'default' ? (
        <MobileStep mobile={mobile} online={online} onCodeSent={codeSent} postsToPage={postsToPage} />
      ) : (
        <OtpStep
          otp={otp}
          mobileNo={mobile.values.mobileNo}
          referenceId={referenceId}
          online={online}
          onLoggedIn={onLoggedIn}
          onChangeNumber={() => setStep('default')}
          postsToPage={postsToPage}
        />
      )}
    </div>
  );
}

function MobileStep({
  mobile,
  online,
  onCodeSent,
  postsToPage,
}: {
  mobile: MobileForm;
  online: boolean;
  onCodeSent: (referenceId: string) => void;
  postsToPage: boolean;
}) {
  const sendOtp = async (event: FormEvent) => {
    event.preventDefault();
    if (mobile.busy || !online || !mobile.check()) return;
    mobile.setBusy(true);
    try {
      const body = await apiRequest<SendBody>('/otp/send', { method: 'POST', body: { mobileNo: mobile.values.mobileNo.trim() } });
      if (body.success && body.data?.reference_id) {
        onCodeSent(body.data.reference_id);
        toast.success(body.message || OUTCOME.otpSent, { duration: TOAST_MS.form });
      } else {
        toast.error(body.message || OUTCOME.otpSendFailed, { duration: TOAST_MS.form });
      }
    } catch (err) {
      if (err instanceof ApiError && err.body?.errors) mobile.setErrors(err.body.errors);
      toast.error((err instanceof ApiError && err.body?.message) || OUTCOME.otpSendFailed, { duration: TOAST_MS.form });
    } finally {
      mobile.setBusy(false);
    }
  };

  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void sendOtp(e)} noValidate postsToPage={postsToPage}>
      <p>{LOGIN.lead}</p>
      <PhoneField
        label={LOGIN.mobile}
        // The dialog opened for this field alone: focus goes where the person will type (decision 23).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        {...mobile.field('mobileNo')}
      />
      <Button type="submit" fullWidth disabled={mobile.busy || !online}>
        {mobile.busy ? FORMS.busy.sendOtp : LOGIN.sendOtp}
      </Button>
    </Form>
  );
}

interface OtpStepProps {
  otp: OtpForm;
  mobileNo: string;
  referenceId: string;
  online: boolean;
  onLoggedIn: () => void;
  onChangeNumber: () => void;
  postsToPage: boolean;
}

function OtpStep({ otp, mobileNo, referenceId, online, onLoggedIn, onChangeNumber, postsToPage }: OtpStepProps) {
  const logIn = useSession((s) => s.logIn);
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (otp.busy || !online || !otp.check()) return;
    otp.setBusy(true);
    try {
      const body = await apiRequest<VerifyBody>('/otp/verify', {
        method: 'POST',
        body: { reference_id: referenceId, otp: otp.values.otp.trim() },
      });
      if (body.success && body.data?.studentId) {
        logIn({ studentId: body.data.studentId, mobileNo: body.data.mobileNo ?? mobileNo });
        toast.success(body.message || OUTCOME.loginSuccessful, { duration: TOAST_MS.form });
        onLoggedIn();
        return;
      }
      toast.error(body.message || OUTCOME.invalidOtp, { duration: TOAST_MS.form });
    } catch (err) {
      // SPEC §8: a refusal shows the server's message or "Invalid OTP"; no answer at all, the error's own.
      const message =
        err instanceof ApiError ? (err.body?.message ?? (err.status ? OUTCOME.invalidOtp : err.message)) : OUTCOME.otpVerifyFailed;
      toast.error(message || OUTCOME.otpVerifyFailed, { duration: TOAST_MS.form });
    } finally {
      otp.setBusy(false);
    }
  };

  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void verify(e)} noValidate postsToPage={postsToPage}>
      <p>{LOGIN.codeSentTo(mobileNo)}</p>
      {/* Before the app runs the page posts these with the code (decision 126). */}
      <input type="hidden" name="reference_id" value={referenceId} />
      <input type="hidden" name="mobileNo" value={mobileNo} />
      {/* The code is the only thing to type next. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <TextField label={LOGIN.otp} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...otp.field('otp')} />
      <Button type="submit" fullWidth disabled={otp.busy || !online}>
        {otp.busy ? FORMS.busy.verify : LOGIN.verify}
      </Button>
      <Button variant="outline" fullWidth onClick={onChangeNumber} disabled={otp.busy}>
        {LOGIN.changeNumber}
      </Button>
    </Form>
  );
}
