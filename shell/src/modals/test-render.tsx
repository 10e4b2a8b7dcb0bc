/**
 * The shell's test helpers: the shared ones (`@engage/shared/testing/api-answers`) plus a reset
 * of the shell's own state between tests.
 */
import { resetApiAnswers } from '@engage/shared/testing/api-answers';
import { notify } from '@engage/shared/ui/toasts';
import { useModalStore } from './modal-store';

export {
  answerApi,
  calls,
  failure,
  profileDetail,
  renderWithProviders,
  userRecord,
  type ApiAnswers,
} from '@engage/shared/testing/api-answers';

export function resetShellState(): void {
  notify.dismiss();
  resetApiAnswers();
  useModalStore.setState({ open: null, verificationDismissedIn: null });
  sessionStorage.clear();
}
