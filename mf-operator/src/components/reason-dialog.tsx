/**
 * The dialog every operator action goes through: what it does, and the reason (3–500
 * characters) the audit log keeps and, for a freeze or a sign-out, the user reads.
 *
 *   <ReasonDialog title="Release payout 7" confirmLabel="Release" busy={write.isPending}
 *     onConfirm={(reason) => release(reason)} onCancel={close} />
 */
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string, type ObjectSchema } from 'yup';
import { MPESA_RECEIPT_PATTERN, REASON_LENGTH } from '@engage/shared/contract/input-limits';
import { FormField } from '@engage/ui/form-field';
import { Modal } from '@engage/ui/modal';
import type { ReactNode } from 'react';
import { t } from '../messages';

interface Fields {
  reason: string;
  receipt?: string;
}

const reason = string()
  .trim()
  .required(() => t('reasonRequired'))
  .min(REASON_LENGTH.min, () => t('reasonRequired'))
  .max(REASON_LENGTH.max, () => t('reasonLong'));
const schema: ObjectSchema<Fields> = object({ reason, receipt: string().optional() });
/** Marking a payout paid also takes the receipt on the M-PESA statement. */
const withReceipt: ObjectSchema<Fields> = object({
  reason,
  receipt: string()
    .trim()
    .uppercase()
    .required(() => t('receiptRequired'))
    .matches(new RegExp(MPESA_RECEIPT_PATTERN), () => t('receiptRequired')),
});

interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string, receipt?: string) => void;
  onCancel: () => void;
  children?: ReactNode;
  /** Ask for the M-PESA receipt too (marking a payout paid). */
  receipt?: boolean;
}

export function ReasonDialog({ title, confirmLabel, busy, onConfirm, onCancel, children, receipt }: ReasonDialogProps) {
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: yupResolver(receipt ? withReceipt : schema),
    mode: 'onTouched',
  });
  const formId = 'eg-op-reason';
  return (
    <Modal
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="eg-button eg-button--quiet" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="eg-button" disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit((fields) => onConfirm(fields.reason.trim(), fields.receipt))(event)}
      >
        {children}
        {receipt && (
          <FormField
            label={t('receipt')}
            hint={t('receiptHint')}
            autoComplete="off"
            maxLength={10}
            {...register('receipt')}
            error={formState.errors.receipt?.message}
            touched={formState.isSubmitted || formState.touchedFields.receipt}
          />
        )}
        <FormField
          label={t('reason')}
          hint={t('reasonHint')}
          multiline
          rows={3}
          maxLength={REASON_LENGTH.max}
          {...register('reason')}
          error={formState.errors.reason?.message}
          touched={formState.isSubmitted || formState.touchedFields.reason}
        />
      </form>
    </Modal>
  );
}
