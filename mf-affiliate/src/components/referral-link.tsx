/**
 * The personal referral link (spec 001 §9 "Referral link form: {app host}/ref?code={user_id}",
 * the app's own origin at run time) with a copy button (spec 001 §2 "shows 'copied!' for 3
 * seconds") and a share button: the phone's share sheet where the browser has one (WhatsApp is
 * how links travel in Kenya), else it copies like the copy button.
 */
import { useEffect, useRef, useState } from 'react';
import { COPIED_STATE_MS } from '@engage/shared/contract/constants';
import { CopyButton, copyText } from '@engage/ui/copy-button';
import { t } from '../messages';

function ShareButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link });
      } catch {
        // the user closed the share sheet: nothing to do
      }
      return;
    }
    await copyText(link);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
  }

  return (
    <button type="button" className="eg-chip" onClick={() => void share()}>
      <span aria-live="polite">{copied ? t('copied') : t('share')}</span>
    </button>
  );
}

export function ReferralLink({ link }: { link: string }) {
  return (
    <section className="eg-card" aria-labelledby="eg-affiliate-link-title">
      <h2 id="eg-affiliate-link-title" className="eg-card__heading">
        {t('linkTitle')}
      </h2>
      <input
        className="eg-affiliate__link"
        type="text"
        readOnly
        value={link}
        aria-label={t('linkLabel')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="eg-affiliate__actions">
        <CopyButton text={link} label={t('copy')} copiedLabel={t('copied')} />
        <ShareButton link={link} />
      </div>
    </section>
  );
}
