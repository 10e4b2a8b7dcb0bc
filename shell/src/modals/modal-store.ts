/**
 * Which of the shell's modals is open (spec 000 §2 "Modals"). One at a time; the sidebar,
 * the verification overlay and bus requests from areas open them.
 *
 * It also remembers that the user chose Later on the verification overlay. That choice lasts
 * for the sign-in session it was made in (keyed by the session id) and for the browser tab
 * (sessionStorage): a full page load does not ask again, the next sign-in or a new tab does,
 * because an unverified user cannot act or like (spec 000 §5).
 */
import { create } from 'zustand';

export type ShellModal = 'preferences' | 'bot' | 'accounts' | 'instagram' | 'verify-email';

/** sessionStorage key: the session key in which Later was chosen. */
export const VERIFICATION_LATER_KEY = 'engage.verificationLater';

/** The session key in which this tab chose Later, or null (also when storage is disabled). */
export function laterChosenIn(): string | null {
  try {
    return sessionStorage.getItem(VERIFICATION_LATER_KEY);
  } catch {
    return null;
  }
}

function rememberLater(sessionKey: string): void {
  try {
    sessionStorage.setItem(VERIFICATION_LATER_KEY, sessionKey);
  } catch {
    // storage disabled: Later then lasts until the page is loaded again
  }
}

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
  verificationDismissedIn: laterChosenIn(),
  dismissVerification: (sessionKey) => {
    rememberLater(sessionKey);
    set({ verificationDismissedIn: sessionKey });
  },
}));

/** Whether Later was chosen in `sessionKey`, in this page or an earlier load of this tab. */
export function verificationDismissed(dismissedIn: string | null, sessionKey: string): boolean {
  return dismissedIn === sessionKey || laterChosenIn() === sessionKey;
}
