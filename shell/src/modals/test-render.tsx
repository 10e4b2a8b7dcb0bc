/**
 * The shell's test helpers: the shared ones (`@engage/shared/testing/api-answers`) plus a reset
 * of the shell's own state between tests.
 */
import { callApi } from '@engage/shared/api/client';
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
  jest.mocked(callApi).mockReset();
  useModalStore.setState({ open: null, verificationDismissedIn: null });
}
