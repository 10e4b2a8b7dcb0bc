import type { BotActivateResponse } from '@engage/shared/contract/profile';
import { useBotToggle } from './use-bot-toggle';

/**
 * ENABLE BOT / DISABLE BOT (spec 000 §2), by the profile's `bot_active`. Disabled until the
 * profile has loaded, so the label never offers the wrong action.
 */
export function BotToggleButton({ onToggled }: { onToggled?: (active: boolean, answer: BotActivateResponse) => void }) {
  const bot = useBotToggle({ onToggled });
  return (
    <button
      type="button"
      className="eg-button eg-shell-bot-toggle"
      disabled={bot.active === undefined || bot.pending}
      aria-busy={bot.pending}
      onClick={bot.toggle}
    >
      {bot.label}
    </button>
  );
}
