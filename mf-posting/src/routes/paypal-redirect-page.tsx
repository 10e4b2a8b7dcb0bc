/**
 * `/consumer/paypal-redirect` (spec 001 §4 "Payment return"): sends `{paymentId, payerId,
 * token}` from the query (`?paymentId=&PayerID=&token=`) to `wallet/paypal-execute/`;
 * success goes to /consumer. Missing parameters are only logged (spec 001 §8), and the page says
 * the payment could not be confirmed, with a way back.
 *
 * A payer who gives up comes back with `cancelled=true` (and the payment's id and token): that
 * is no error, nothing is sent, and the page says so and offers to pay again on the post's pay
 * page (`checkout-memory.ts` knows which post this tab's checkout was for), or My posts.
 *
 * Success says what M-PESA says, 'Payment received. Your post is live.', once the post is seen
 * live: the server answers 200 also for a payment it did not take, and its words then stay on
 * the page. A payment still open when the post is not live yet (PayPal holding the capture, or
 * not confirmed yet) is no failure: the page says so and offers no second payment, since the
 * first may still be taken. A return from a checkout this tab did not start shows the server's
 * words.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@engage/shared/queries';
import { failureMessage } from '@engage/shared/api/failure';
import { queryKeys } from '@engage/shared/api/query-keys';
import { paths, pathTo } from '@engage/shared/paths';
import { Link, useNavigate, useSearchParams } from '@engage/shared/router';
import { Skeleton } from '@engage/ui/skeleton';
import { notify } from '@engage/shared/ui/toasts';
import { checkoutLinkId, forgetCheckout, livePostState } from '../api/checkout-memory';
import { ownPostQuery, useExecutePayment } from '../api/posting-queries';
import { t } from '../messages';
import './posting.css';

/** The ways on from a payment that did not go through: pay again, or where the post waits. */
function WaysOn({ linkId, payAgain = true }: { linkId: number | null; payAgain?: boolean }) {
  return (
    <div className="eg-posting__actions">
      {linkId !== null && payAgain && (
        <Link className="eg-button" to={pathTo(paths.editPost, { postId: String(linkId) })} state={{ pay: true }}>
          {t('payAgain')}
        </Link>
      )}
      <Link
        className={linkId === null || !payAgain ? 'eg-button' : 'eg-button eg-button--quiet'}
        to={paths.profile}
        state={{ tab: 'My posts' }}
      >
        {t('myPosts')}
      </Link>
      <Link className="eg-button eg-button--quiet" to={paths.consumerHome}>
        {t('backHome')}
      </Link>
    </div>
  );
}

export function PaypalRedirectPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const execute = useExecutePayment().mutateAsync;
  const [failed, setFailed] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const sent = useRef(false);
  const cancelled = search.get('cancelled') === 'true';
  const paymentId = search.get('paymentId');
  const payerId = search.get('PayerID') ?? search.get('payerId');
  const token = search.get('token');
  const [linkId] = useState(() => checkoutLinkId(token));
  const missing = !cancelled && (!paymentId || !payerId || !token);
  const problem = missing ? t('confirmMissing') : failed;

  useEffect(() => {
    if (sent.current || cancelled) return; // once, even when React runs effects twice
    sent.current = true;
    if (!paymentId || !payerId || !token) {
      console.error('payment return without paymentId, PayerID or token', { paymentId, payerId, token });
      return;
    }
    execute({ paymentId, payerId, token })
      .then(async (answer) => {
        // null: not known (another tab's checkout, or the post could not be read just now).
        const post =
          linkId === null ? null : await client.fetchQuery({ ...ownPostQuery(linkId), staleTime: 0 }).catch(() => null);
        const live = post === null ? null : post.status === 'active' || post.status === 'completed';
        if (live === false) {
          const open = post?.payment?.status === 'pending' || post?.payment?.status === 'approved';
          if (open) setWaiting(answer.message || t('paymentWaiting'));
          else setFailed(answer.message || t('tryAgain'));
          return;
        }
        forgetCheckout();
        notify.success(live ? t('paid') : answer.message || t('paid'));
        await client.invalidateQueries({ queryKey: queryKeys.feed.all });
        void client.invalidateQueries({ queryKey: queryKeys.profile.lists });
        // The post whose payment this was, under My posts; another tab's checkout: the home feed.
        if (linkId === null) await navigate(paths.consumerHome, { replace: true });
        else await navigate(paths.profile, { replace: true, state: livePostState(linkId) });
      })
      .catch((error: unknown) => {
        console.error('paypal-execute failed', error);
        setFailed(failureMessage(error, t('tryAgain')));
      });
  }, [cancelled, paymentId, payerId, token, linkId, client, navigate, execute]);

  let body;
  if (cancelled) {
    body = (
      <div className="eg-posting__card" role="status">
        <p>{t('cancelledText')}</p>
        <WaysOn linkId={linkId} />
      </div>
    );
  } else if (waiting) {
    body = (
      <div className="eg-posting__card" role="status">
        <h2 className="eg-posting__subtitle">{t('paymentWaitingTitle')}</h2>
        <p>{waiting}</p>
        <WaysOn linkId={linkId} payAgain={false} />
      </div>
    );
  } else if (problem) {
    body = (
      <div className="eg-posting__card" role="alert">
        <h2 className="eg-posting__subtitle">{t('confirmFailedTitle')}</h2>
        <p>{problem}</p>
        {missing ? (
          <Link className="eg-button" to={paths.consumerHome}>
            {t('backHome')}
          </Link>
        ) : (
          <WaysOn linkId={linkId} />
        )}
      </div>
    );
  } else {
    body = (
      <>
        <p className="eg-posting__note">{t('confirming')}</p>
        <Skeleton lines={2} />
      </>
    );
  }

  return (
    <section className="eg-posting" aria-labelledby="eg-posting-title" aria-busy={!problem && !cancelled && !waiting}>
      <h1 id="eg-posting-title" className="eg-posting__title">
        {cancelled ? t('cancelledTitle') : t('finishingTitle')}
      </h1>
      {body}
    </section>
  );
}
