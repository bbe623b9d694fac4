import { Suspense, useEffect, useState } from 'react';
import { SHELL } from '../content/copy';
import { saveDataOn } from '../lib/client-values';
import { whenAppStarted } from '../lib/app-started';
import { whenToasterWanted } from '../lib/toast';
import { useDialogs } from '../ui/dialogs-store';
import { useSession } from '../session/session';
import { LoadingBar } from '../ui/LoadingBar';
import { Navbar } from './Navbar';
import { OfflineBanner } from './OfflineBanner';
import { AppRoutes } from './routes';
import { lazyPartAfterStart, loadedPart } from '../ui/lazy-part';

// Mounted by the browser alone, so without Suspense (decision 196).
// No markup: the outbox's wiring (the lie-fi banner's and the deliveries' source) never waits for the stylesheet.
// Nor needed by a first tap: asked for once the app has started (decision 207). A form sent
// before reads the sending code itself (src/offline/use-submit-form.ts), and the outbox, once started, sends what waits.
const Notifications = loadedPart<object>(() => whenAppStarted().then(() => import('./Notifications')), 'none');
// A loaded part: the first toast of a page whose server is out of reach must not take the whole app with it, and
// without Suspense it shows as soon as its code is here, not 300 ms later (decision 196).
const Toasts = loadedPart(() => import('./Toasts'));
// Below the fold and fixed in a corner: neither is needed for the first paint, so neither is in the first
// load. A server-rendered footer stays on screen as it was sent until its code arrives and hydrates it.
// Neither does a first tap need: asked for once the app has started (decision 207).
const Footer = lazyPartAfterStart<object>(() => import('./Footer').then((m) => ({ default: m.Footer })));
const FloatingButtons = lazyPartAfterStart<object>(() => import('./FloatingButtons').then((m) => ({ default: m.FloatingButtons })));
// Not in the first load: the start script asks for the code of the one a person can open next as the app
// starts (DIALOG_MODULES of src/contract/app-shell.ts), and the app imports it once it has hydrated, so a tap
// the moment the app runs finds it ready (decisions 193, 194). A dialog whose code is cut off on the way
// leaves the page standing and opens once it arrives (decision 189).
const LoginModal = loadedPart(() => import('../features/auth/LoginModal'), 'login');
const EnrolDialog = loadedPart(() => import('../features/enrol/EnrolDialog'), 'enrol');

/**
 * The dialogs are mounted with their first opening, not with the page, and stay mounted to close properly.
 * Tapped before their code has come (a slow line), the loading bar says the tap was heard (decision 192).
 */
function Dialogs() {
  const loginOpen = useDialogs((s) => s.loginOpen);
  const enrolling = useDialogs((s) => s.enrolTarget !== null);
  // A page that offers a signed-in student a course mounts its dialog ahead, hidden (decision 211).
  const enrolLikely = useDialogs((s) => s.enrolLikely !== null);
  const [loginUsed, setLoginUsed] = useState(false);
  const [enrolUsed, setEnrolUsed] = useState(false);
  if (loginOpen && !loginUsed) setLoginUsed(true);
  if (enrolling && !enrolUsed) setEnrolUsed(true);
  const student = useSession((s) => s.student !== null);
  useEffect(() => {
    // Not on Save-Data: the start script did not fetch them either. The dialog a person can open next: a
    // visitor's Login (Enroll Now asks a visitor to log in first), a signed-in student's enrol dialog (the
    // start script reads the same one). From the store itself: while hydrating, `student` is still the
    // server's (logged out).
    if (!saveDataOn()) (useSession.getState().student ? EnrolDialog : LoginModal).preload();
  }, [student]);
  return (
    <>
      {(loginOpen || loginUsed) && <LoginModal whileLoading={loginOpen && <LoadingBar />} />}
      {(enrolling || enrolUsed || enrolLikely) && <EnrolDialog whileLoading={enrolling && <LoadingBar />} />}
    </>
  );
}

/**
 * The toaster, mounted with the first toast (src/lib/toast.ts). The shell's, so that a dialog's or a form's
 * code needs no screen's code to say something.
 */
function ToasterWhenWanted() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToasterWanted(() => setWanted(true)), []);
  return wanted ? <Toasts /> : null;
}

export function App() {
  return (
    <>
      <a href="#main" className="skip-link">
        {SHELL.skipToContent}
      </a>
      <Navbar />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <Suspense fallback={null}>
        <Footer />
        <FloatingButtons />
      </Suspense>
      <Dialogs />
      {/* Mounted by the browser alone: no markup, and its code is asked for from an effect once the app has started. */}
      <Notifications />
      <ToasterWhenWanted />
    </>
  );
}
