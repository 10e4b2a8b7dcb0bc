/**
 * Asks before something that cannot be undone (clear all notifications, delete a method):
 * the question, Cancel, and the confirming action, which shows it is busy while it runs.
 * Built on the accessible Modal (focus kept inside, Escape cancels).
 *
 *   {asking && (
 *     <ConfirmDialog title="Clear all notifications?" message="This cannot be undone."
 *       confirmLabel="Clear all" busy={clearing} onConfirm={clearAll} onCancel={() => setAsking(false)} />
 *   )}
 */
import { Modal } from './modal';
import { kitText } from '@engage/shared/ui/messages';
import './kit.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmed action is running: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = kitText('cancel'),
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="eg-button" disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
