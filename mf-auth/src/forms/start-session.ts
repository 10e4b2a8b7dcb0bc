import type { LoginResponse } from '@engage/shared/contract/auth';
import { signIn } from '@engage/shared/session';
import { notify } from '@engage/shared/ui/toasts';
import { t } from '../messages';
import { toastsOf } from './toast-forms';

/**
 * Signs in with a login answer (password or Google). Spec 000 §8 "missing tokens 'Login
 * failed: missing tokens from server.'": the session store refuses an answer without access,
 * refresh and session_id, and that refusal is what the user is told. Returns whether it worked.
 */
export function startSession(tokens: Partial<LoginResponse>): boolean {
  try {
    signIn(tokens);
    return true;
  } catch {
    // The store's only refusal; its English text stays in the store, the user reads it in theirs.
    notify.error(t('missingTokens'), toastsOf.auth);
    return false;
  }
}
