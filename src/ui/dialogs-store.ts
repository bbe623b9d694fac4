/**
 * Which app-wide dialog is open. The Login and Enroll Now buttons of any screen open them here; the
 * layout renders them once.
 */
import { create } from 'zustand';

export interface EnrolTarget {
  id: string;
  title: string;
}

interface DialogsState {
  loginOpen: boolean;
  enrolTarget: EnrolTarget | null;
  openLogin: () => void;
  closeLogin: () => void;
  openEnrol: (course: EnrolTarget) => void;
  closeEnrol: () => void;
}

export const useDialogs = create<DialogsState>((set) => ({
  loginOpen: false,
  enrolTarget: null,
  openLogin: () => set({ loginOpen: true }),
  closeLogin: () => set({ loginOpen: false }),
  openEnrol: (course) => set({ enrolTarget: course }),
  closeEnrol: () => set({ enrolTarget: null }),
}));
