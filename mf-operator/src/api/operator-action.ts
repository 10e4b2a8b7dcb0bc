/**
 * An operator's write that says how it went: a toast with what was done (the server's message,
 * or `said(answer)`) or why not. `send` answers whether it was done, so the dialog that asked for
 * the reason closes only then and keeps what was typed otherwise.
 *
 *   const { send, busy } = useOperatorAction('operatorAlertAcknowledge');
 *   if (await send({ params: { id }, body: { reason } })) close();
 */
import type { ApiAnswer } from '@engage/shared/api/contract';
import { failureMessage } from '@engage/shared/api/failure';
import { notify } from '@engage/shared/ui/toasts';
import { t } from '../messages';
import { useOperatorWrite, type WriteCall, type WriteRoute } from './operator-queries';

const serverMessage = (answer: unknown) => t('done', { message: (answer as { message: string }).message });

export function useOperatorAction<Route extends WriteRoute>(
  route: Route,
  said: (answer: ApiAnswer<Route>) => string = serverMessage,
) {
  const write = useOperatorWrite(route);
  async function send(call: WriteCall<Route>): Promise<boolean> {
    try {
      notify.success(said(await write.mutateAsync(call)));
      return true;
    } catch (error) {
      notify.error(t('failed', { message: failureMessage(error, t('somethingWrong')) }));
      return false;
    }
  }
  return { send, busy: write.isPending };
}
