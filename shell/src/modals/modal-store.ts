/**
 * Which of the shell's modals is open (spec 000 §2 "Modals"). One at a time; the sidebar,
 * the verification overlay and bus requests from areas open them.
 *
 * It also remembers that the user chose Later on the verification overlay. That choice lasts
 * for the sign-in session it was made in (kept in memory, keyed by the session id): a reload or
 * the next sign-in asks again, because an unverified user cannot act or like (spec 000 §5).
 */
import { create } from 'zustand';

export type ShellModal = 'preferences' | 'bot' | 'accounts' | 'instagram' | 'verify-email';

interface ModalState {
  open: ShellModal | null;
  openModal: (modal: ShellModal) => void;
  closeModal: () => void;
  /** The session key (session id, or token) in which the overlay was dismissed; null if not. */
  verificationDismissedIn: string | null;
  dismissVerification: (sessionKey: string) => void;
}

export const useModalStore = create<ModalState>((set) => ({
  open: null,
  openModal: (modal) => set({ open: modal }),
  closeModal: () => set({ open: null }),
  verificationDismissedIn: null,
  dismissVerification: (sessionKey) => set({ verificationDismissedIn: sessionKey }),
}));
