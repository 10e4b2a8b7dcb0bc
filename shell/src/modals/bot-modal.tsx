/** Bot (spec 000 §2 "ENABLE BOT or DISABLE BOT, by current bot_active"). */
import type { BotActivateResponse } from '@engage/shared/contract/profile';
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { Modal } from '@engage/shared/ui/modal';
import { BotToggleButton } from './bot-toggle-button';
import { BotStatus } from './bot-status';
import './modals.css';

export function BotModal({ onClose }: { onClose: () => void }) {
  // Turned on where the server verifies tasks, the modal stays open to say where the bot earns.
  const closeUnlessPlatforms = (active: boolean, answer: BotActivateResponse) => {
    if (!active || !answer.bot_platforms) onClose();
  };
  return (
    <Modal title="Bot" onClose={onClose} actions={<BotToggleButton onToggled={closeUnlessPlatforms} />}>
      <BotStatus />
      <p>
        When the bot is on, it does simple like and view tasks for you on the accounts you have linked. The same rules
        apply as when you do them yourself: each task is checked before you are paid, rewards wait in your pending
        balance first, and there is a daily limit.
      </p>
      <p>
        <Link to={paths.bots} onClick={onClose}>
          How the bot works
        </Link>
      </p>
    </Modal>
  );
}
