/**
 * The end of a YouTube/Twitter link: the API's callback sends the browser back to
 * `/consumer?connected=youtube` or `?connect_error=<why>`. This says so once (a toast, the
 * linked flags refreshed) and takes the parameters off the address, so a reload does not repeat
 * it. Without it the reason a link was refused (the channel already linked to another account,
 * a cancelled consent) would be lost.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@engage/shared/queries';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import { useLocation, useNavigate } from '@engage/shared/router';
import { notify } from '@engage/shared/ui/toasts';
import { platformLabel } from './account-connection';
import { t } from './messages';

/**
 * The API writes the reason in words; a provider or an older API may hand back the bare OAuth
 * code (`access_denied` when the user pressed Cancel), which is not for people to read.
 */
function refusalText(refused: string): string {
  if (refused === 'access_denied') return t('connectCancelled');
  if (refused === '' || /^[a-z_]+$/.test(refused)) return t('connectFailed');
  return refused;
}

export function ConnectionOutcome() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const connected = params.get('connected');
    const refused = params.get('connect_error');
    if (connected === null && refused === null) return;
    if (refused !== null) notify.error(refusalText(refused));
    else notify.success(t('linked', { label: platformLabel(connected as ConnectablePlatform) }));
    void client.invalidateQueries({ queryKey: queryKeys.profile.details });
    params.delete('connected');
    params.delete('connect_error');
    const rest = params.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  }, [search, pathname, hash, navigate, client]);

  return null;
}
