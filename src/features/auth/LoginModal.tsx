import { Modal } from '../../ui/Modal';
import { useDialogs } from '../../ui/dialogs-store';

/** The login modal's frame; the two-step OTP form is built by the forms issue. */
export default function LoginModal() {
  const { loginOpen, closeLogin } = useDialogs();
  return (
    <Modal open={loginOpen} onClose={closeLogin} title="Login" size="sm">
      <p>Log in with a one-time code sent to your mobile number.</p>
    </Modal>
  );
}
