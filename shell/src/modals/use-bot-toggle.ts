/**
 * The bot switch (spec 000 §4 "Bot: enabled/disabled, toggled by one activate call; the label
 * depends on bot_active"). One implementation for the Bot modal and the /bots page.
 */
import { useMutation, useQuery, useQueryClient } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { profileDetailsQuery, profileKeys } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import type { BotActivateResponse } from '@engage/shared/contract/profile';
import { notify } from '@engage/shared/ui/toasts';
import { t } from './messages';

export interface BotToggle {
  /** The profile's `bot_active`; undefined until the profile has loaded. */
  active: boolean | undefined;
  /** 'ENABLE BOT' or 'DISABLE BOT'. */
  label: string;
  toggle: () => void;
  pending: boolean;
}

export function useBotToggle(
  options: { onToggled?: (active: boolean, answer: BotActivateResponse) => void } = {},
): BotToggle {
  const queryClient = useQueryClient();
  const profile = useQuery(profileDetailsQuery);
  const mutation = useMutation({
    // Spec 000 §7 "Activate bot | POST, no body | toggles".
    mutationFn: (_: void, { client: cache }) => callApi('botActivate', cache),
    onSuccess: async (answer) => {
      notify.success(answer.bot_active ? t('botActivated') : t('botDeactivated'));
      options.onToggled?.(answer.bot_active, answer);
      publish('profile:changed', {});
      await queryClient.invalidateQueries({ queryKey: profileKeys.details });
    },
    onError: () => {
      notify.error(t('botFailed'));
    },
  });
  const active = profile.data?.bot_active;
  return {
    active,
    label: active ? t('botDisable') : t('botEnable'),
    toggle: () => mutation.mutate(),
    pending: mutation.isPending,
  };
}
