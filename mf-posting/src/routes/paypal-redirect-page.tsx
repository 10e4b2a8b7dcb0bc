/**
 * `/consumer/paypal-redirect` (spec 001 §4 "Payment return"): sends `{paymentId, payerId,
 * token}` from the query (`?paymentId=&PayerID=&token=`, DESIGN §6) to `wallet/paypal-execute/`;
 * success goes to /consumer with a success toast. Missing parameters are only logged (spec 001
 * §8), and the page says the payment could not be confirmed, with a way back.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@engage/shared/api/failure';
import { queryKeys } from '@engage/shared/api/query-keys';
import { paths } from '@engage/shared/paths';
import { Link, useNavigate, useSearchParams } from '@engage/shared/router';
import { Skeleton } from '@engage/shared/ui/skeleton';
import { notify } from '@engage/shared/ui/toasts';
import { executePayment } from '../api/posting-queries';
import { t } from '../messages';
import './posting.css';

export function PaypalRedirectPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const sent = useRef(false);
  const paymentId = search.get('paymentId');
  const payerId = search.get('PayerID') ?? search.get('payerId');
  const token = search.get('token');
  const missing = !paymentId || !payerId || !token;
  const problem = missing ? t('confirmMissing') : failed;

  useEffect(() => {
    if (sent.current) return; // once, even when React runs effects twice
    sent.current = true;
    if (!paymentId || !payerId || !token) {
      console.error('payment return without paymentId, PayerID or token', { paymentId, payerId, token });
      return;
    }
    executePayment({ paymentId, payerId, token })
      .then(async (answer) => {
        notify.success(answer.message || t('paymentDone'));
        await client.invalidateQueries({ queryKey: queryKeys.feed.all });
        await navigate(paths.consumerHome, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('paypal-execute failed', error);
        setFailed(failureMessage(error, t('tryAgain')));
      });
  }, [paymentId, payerId, token, client, navigate]);

  return (
    <section className="eg-posting" aria-labelledby="eg-posting-title" aria-busy={!problem}>
      <h1 id="eg-posting-title" className="eg-posting__title">
        {t('finishingTitle')}
      </h1>
      {problem ? (
        <div className="eg-posting__card" role="alert">
          <h2 className="eg-posting__subtitle">{t('confirmFailedTitle')}</h2>
          <p>{problem}</p>
          <Link className="eg-button" to={paths.consumerHome}>
            {t('backHome')}
          </Link>
        </div>
      ) : (
        <>
          <p className="eg-posting__note">{t('confirming')}</p>
          <Skeleton lines={2} />
        </>
      )}
    </section>
  );
}
