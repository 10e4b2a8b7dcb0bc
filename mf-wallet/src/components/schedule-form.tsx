/**
 * The withdrawal schedule (spec 001 §3 "frequency (weekly or monthly), minimum_amount,
 * next_payout"; §9 "frequencies weekly, monthly; minimum options 1000, 5000, 10000, 25000
 * (default 1000)"; §8 save 'Withdrawal method updated successfully' / 'Invalid selection!').
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ScheduleMinimum, WithdrawalFrequency } from '@engage/shared/contract/common';
import {
  DEFAULT_SCHEDULE_MINIMUM,
  SCHEDULE_MINIMUM_OPTIONS,
  WITHDRAWAL_FREQUENCIES,
} from '@engage/shared/contract/constants';
import type { WithdrawalSchedule } from '@engage/shared/contract/wallet';
import { formatEarnings } from '@engage/shared/format/money';
import { formatDate } from '@engage/shared/format/relative-time';
import { notify } from '@engage/shared/ui/toasts';
import { saveSchedule } from '../api/wallet-queries';
import { t } from '../messages';

const isFrequency = (value: string): value is WithdrawalFrequency =>
  (WITHDRAWAL_FREQUENCIES as readonly string[]).includes(value);
const isMinimum = (value: number): value is ScheduleMinimum =>
  (SCHEDULE_MINIMUM_OPTIONS as readonly number[]).includes(value);

/** Rendered once the schedule has loaded: the form starts from the saved values. */
export function ScheduleForm({ schedule }: { schedule: WithdrawalSchedule | undefined }) {
  const client = useQueryClient();
  const id = useId();
  const [frequency, setFrequency] = useState<string>(schedule?.frequency ?? 'weekly');
  const [minimum, setMinimum] = useState<number>(schedule?.minimum_amount ?? DEFAULT_SCHEDULE_MINIMUM);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isFrequency(frequency) || !isMinimum(minimum)) {
      notify.error(t('invalidSelection'));
      return;
    }
    setBusy(true);
    try {
      await saveSchedule(client, frequency, minimum);
      notify.success(t('scheduleSaved'));
    } catch {
      notify.error(t('invalidSelection'));
    } finally {
      setBusy(false);
    }
  }

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
              <input
                type="radio"
                name={`${id}-frequency`}
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
              />
              {t(value)}
            </label>
          ))}
        </fieldset>
        <div className="eg-field">
          <label htmlFor={`${id}-minimum`}>{t('minimumAmount')}</label>
          <select id={`${id}-minimum`} value={minimum} onChange={(event) => setMinimum(Number(event.target.value))}>
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
