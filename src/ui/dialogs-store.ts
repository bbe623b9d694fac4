/**
 * Which app-wide dialog is open. The Login and Enroll Now buttons of any screen open them here; the
 * layout renders them once.
 */
import { create } from 'zustand';
import type { CourseBatch } from '../contract/entities';

/**
 * Names, on a control that opens a dialog, the id of the element that takes the keyboard's focus if the control has
 * gone by the time the dialog closes (Modal.tsx). Here, in the first files, not in a module of its own under ui/:
 * that went into the catalogue's chunk, and the login dialog on `/` then waited for those 15 KB too.
 */
export const FOCUS_SUCCESSOR_ATTRIBUTE = 'data-focus-successor';

export interface EnrolTarget {
  id: string;
  title: string;
  /** The course's coming batches, for the dialog's choice (issue 38); absent: the course has none to choose. */
  batches?: readonly CourseBatch[];
  /** The batch chosen on the page ("Enrol in this batch"); absent: the default one (defaultBatch). */
  batchId?: string;
}

interface DialogsState {
  loginOpen: boolean;
  enrolTarget: EnrolTarget | null;
  /** The course a visitor chose before logging in: the enrol dialog opens for it after the login. */
  enrolAfterLogin: EnrolTarget | null;
  /**
   * The course a signed-in student's page offers to enrol in: its dialog is drawn ahead, hidden, so that Enroll Now
   * only shows it (decision 211).
   */
  enrolLikely: EnrolTarget | null;
  openLogin: () => void;
  /** `loggedIn` false: close without a login, and forget the course waiting for one. */
  closeLogin: (loggedIn?: boolean) => void;
  openEnrol: (course: EnrolTarget, loggedIn: boolean) => void;
  closeEnrol: () => void;
  expectEnrol: (course: EnrolTarget | null) => void;
}

export const useDialogs = create<DialogsState>((set, get) => ({
  loginOpen: false,
  enrolTarget: null,
  enrolAfterLogin: null,
  enrolLikely: null,
  openLogin: () => set({ loginOpen: true }),
  closeLogin: (loggedIn = false) => {
    const waiting = get().enrolAfterLogin;
    set({ loginOpen: false, enrolAfterLogin: null, enrolTarget: loggedIn && waiting ? waiting : get().enrolTarget });
  },
  openEnrol: (course, loggedIn) => (loggedIn ? set({ enrolTarget: course }) : set({ loginOpen: true, enrolAfterLogin: course })),
  closeEnrol: () => set({ enrolTarget: null }),
  expectEnrol: (course) => set({ enrolLikely: course }),
}));
