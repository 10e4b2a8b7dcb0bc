/**
 * The withdrawal schedule (spec 001 §3 "frequency (weekly or monthly), minimum_amount,
 * next_payout"; §9 "frequencies weekly, monthly; minimum options 1000, 5000, 10000, 25000
 * (default 1000)"; §8 save 'Withdrawal method updated successfully' / 'Invalid selection!').
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_SCHEDULE_MINIMUM,
  SCHEDULE_MINIMUM_OPTIONS,
  WITHDRAWAL_FREQUENCIES,
} from '@engage/shared/contract/constants';
import type { WithdrawalSchedule } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { notify } from '@engage/shared/ui/toasts';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import type { ScheduleValues } from '../api/schedule-schema';
import { useSaveSchedule } from '../api/wallet-queries';
import { t } from '../messages';

const resolver = lazyResolver(() => import('../api/schedule-schema').then((module) => module.scheduleResolver));

/** Rendered once the schedule has loaded: the form starts from the saved values. */
export function ScheduleForm({ schedule }: { schedule: WithdrawalSchedule | undefined }) {
  const id = useId();
  const saving = useSaveSchedule();
  const { register, handleSubmit } = useForm<ScheduleValues>({
    resolver,
    defaultValues: {
      frequency: schedule?.frequency ?? 'weekly',
      minimum: schedule?.minimum_amount ?? DEFAULT_SCHEDULE_MINIMUM,
    },
  });
  const busy = saving.isPending;

  async function save(values: ScheduleValues) {
    try {
      await saving.mutateAsync(values);
      notify.success(t('scheduleSaved'));
    } catch {
      notify.error(t('invalidSelection'));
    }
  }
  const submit = handleSubmit(save, () => notify.error(t('invalidSelection')));

  return (
    <section className="eg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="eg-card__heading">
        {t('scheduleHeading')}
      </h2>
      <form className="eg-wallet__form" onSubmit={(event) => void submit(event)}>
        <fieldset className="eg-wallet__choices">
          <legend>{t('frequency')}</legend>
          {WITHDRAWAL_FREQUENCIES.map((value) => (
            <label key={value} className="eg-wallet__choice">
              <input type="radio" value={value} {...register('frequency')} />
              {t(value)}
            </label>
          ))}
        </fieldset>
        <div className="eg-field">
          <label htmlFor={`${id}-minimum`}>{t('minimumAmount')}</label>
          <select id={`${id}-minimum`} {...register('minimum')}>
            {SCHEDULE_MINIMUM_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {formatEarnings(value, 'KES')}
              </option>
            ))}
          </select>
        </div>
        <p className="eg-wallet__note" data-testid="next-payout">
          {schedule?.next_payout
            ? t('nextPayout', { date: formatDate(schedule.next_payout, { withTime: true }) })
            : t('noNextPayout')}
        </p>
        <button type="submit" className="eg-button" disabled={busy} aria-busy={busy}>
          {t('saveSchedule')}
        </button>
      </form>
    </section>
  );
}
