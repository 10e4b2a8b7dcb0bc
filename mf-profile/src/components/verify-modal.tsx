/**
 * Identity verification (spec 001 §2): the static explanation (appear on camera, show a
 * government photo ID, submit for review) and that verification is only possible in the
 * mobile app. The start button does nothing, as the spec says.
 */
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
  return (
    <Modal
      title={t('verifyTitle')}
      onClose={onClose}
      actions={
        // Spec 001 §2 "The start button does nothing." (the modal's own × closes it).
        <button type="button" className="eg-button" onClick={() => undefined}>
          {t('verifyStart')}
        </button>
      }
    >
      <VerificationText />
    </Modal>
  );
}
