/** Bot (spec 000 §2 "ENABLE BOT or DISABLE BOT, by current bot_active"). */
import type { BotActivateResponse } from '@engage/shared/contract/profile';
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { Modal } from '@engage/ui/modal';
import { BotToggleButton } from './bot-toggle-button';
import { BotStatus } from './bot-status';
import { t } from './messages';
import './modals.css';

export function BotModal({ onClose }: { onClose: () => void }) {
  // Turned on where the server verifies tasks, the modal stays open to say where the bot earns.
  const closeUnlessPlatforms = (active: boolean, answer: BotActivateResponse) => {
    if (!active || !answer.bot_platforms) onClose();
  };
  return (
    <Modal title={t('botTitle')} onClose={onClose} actions={<BotToggleButton onToggled={closeUnlessPlatforms} />}>
      <BotStatus />
      <p>{t('botAbout')}</p>
      <p>
        <Link to={paths.bots} onClick={onClose}>
          {t('botHowItWorks')}
        </Link>
      </p>
    </Modal>
  );
}
