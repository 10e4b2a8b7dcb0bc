import type { BotActivateResponse } from '@engage/shared/contract/profile';
import { useBotToggle } from './use-bot-toggle';

/**
 * ENABLE BOT / DISABLE BOT (spec 000 §2), by the profile's `bot_active`. Disabled until the
 * profile has loaded, so the label never offers the wrong action. While a switch is under way it
 * ignores presses but keeps focus (aria-disabled, not disabled): a disabled button drops focus to
 * the page, where Escape no longer reaches the dialog around it.
 */
export function BotToggleButton({ onToggled }: { onToggled?: (active: boolean, answer: BotActivateResponse) => void }) {
  const bot = useBotToggle({ onToggled });
  return (
    <button
      type="button"
      className="eg-button eg-shell-bot-toggle"
      disabled={bot.active === undefined}
      aria-disabled={bot.pending}
      aria-busy={bot.pending}
      onClick={() => {
        if (!bot.pending) bot.toggle();
      }}
    >
      {bot.label}
    </button>
  );
}
