/**
 * Which of the shell's modals is open (spec 000 §2 "Modals"). One at a time; the sidebar,
 * the verification overlay and bus requests from areas open them.
 */
import { create } from 'zustand';

export type ShellModal = 'preferences' | 'bot' | 'accounts' | 'instagram' | 'verify-email';

interface ModalState {
  open: ShellModal | null;
  openModal: (modal: ShellModal) => void;
  closeModal: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  open: null,
  openModal: (modal) => set({ open: modal }),
  closeModal: () => set({ open: null }),
}));
