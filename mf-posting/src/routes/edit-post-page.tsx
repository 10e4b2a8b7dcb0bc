/**
 * `/consumer/edit-post/:postId` (spec 001 §2 "Same form as add-link, prefilled from navigation
 * state"): prefilled at once from the state the profile's Edit passes (`{ post }` or the post
 * itself), and fetched from `GET links/:link_id/` too, which a reload or a shared link relies
 * on and which gives every engagement the link allows. Only the owner's unpaid posts can be
 * edited: the API answers 404 for someone else's, and a paid post is shown as not editable.
 *
 * Navigation state `{ pay: true }` (My posts' Pay, the payment return page's Pay again) opens
 * the payment dialog at once for an unpaid post. Changes not yet saved are kept on this device
 * for the user and the post (`api/unsaved-post.ts`), and come back when the page opens again.
 *
 * A live or completed post shows its Claims to review: what people say they did on it that no
 * platform lets engage check, for the owner to approve or refuse (docs/review.md).
 */
import { useMemo, useState } from 'react';
import { useUserRecord } from '@engage/shared/api/profile-queries';
import type { Link } from '@engage/shared/contract/links';
import { paths } from '@engage/shared/paths';
import { Link as RouterLink, useLocation, useParams } from '@engage/shared/router';
import { ErrorState } from '@engage/ui/error-state';
import { Skeleton } from '@engage/ui/skeleton';
import { initialValues } from '../api/post-form';
import { useOwnPost } from '../api/posting-queries';
import { readUnsavedPost } from '../api/unsaved-post';
import { ClaimsToReview } from '../components/claims-to-review';
import { PostEditor } from '../components/post-editor';
import { t } from '../messages';
import './posting.css';

function postFromState(state: unknown, linkId: number): Link | null {
  const candidate = (state as { post?: unknown } | null)?.post ?? state;
  const post = candidate as Partial<Link> | null;
  return post && typeof post === 'object' && post.link_id === linkId && typeof post.link_url === 'string'
    ? (post as Link)
    : null;
}

/** `{ pay: true }` in the navigation state asks for the payment dialog. */
function wantsToPay(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { pay?: unknown }).pay === true;
}

export function EditPostPage() {
  const { postId } = useParams();
  const location = useLocation();
  const linkId = Number(postId);
  const valid = Number.isSafeInteger(linkId) && linkId > 0;
  const fromState = valid ? postFromState(location.state, linkId) : null;
  const fetched = useOwnPost(linkId, { enabled: valid });
  const user = useUserRecord();
  const userId = user.data?.user_id ?? null;
  const userKnown = userId !== null || user.isError;
  const post = fetched.data ?? fromState;
  const keep = useMemo(() => (userId === null ? null : { userId, slot: linkId }), [userId, linkId]);
  const editable = post?.status === 'draft' || post?.status === 'pending_payment';
  // Once the form is open it stays: paying from it turns the post live under the payment dialog,
  // which must stay to say so and go home, not give way to 'can no longer be edited'.
  const [opened, setOpened] = useState(false);
  if (editable && !opened) setOpened(true);

  let body;
  if (post && !editable && !opened) {
    body = (
      <p role="alert" className="eg-posting__note">
        {t('notEditable')} <RouterLink to={paths.consumerHome}>{t('backHome')}</RouterLink>
      </p>
    );
  } else if (post && userKnown) {
    body = (
      <PostEditor
        // One form per post: a prefill from state is not replaced under the user's typing.
        key={post.link_id}
        initial={initialValues({ kind: 'saved', post })}
        restored={userId === null ? null : (readUnsavedPost(userId, post.link_id)?.values ?? null)}
        actions={fetched.data?.available_actions ?? post.available_actions}
        thumbnail={post.post_thumbnail}
        linkId={post.link_id}
        keep={keep}
        // The saved post is what is paid for, whatever the form holds.
        payOnOpen={
          wantsToPay(location.state) && post.status === 'pending_payment'
            ? { amount: post.producer_amount, targets: post.targets_needed }
            : null
        }
      />
    );
  } else if (!post && (!valid || fetched.isError)) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => void fetched.refetch()} retryLabel={t('retry')} />;
  } else {
    body = <Skeleton lines={6} />;
  }

  return (
    <section className="eg-posting" aria-labelledby="eg-posting-title" aria-busy={!post && fetched.isPending}>
      <h1 id="eg-posting-title" className="eg-posting__title">
        {t('editTitle')}
      </h1>
      {body}
      {/* A post people can act on (live, or completed with claims still open) has claims to review. */}
      {post && !editable && <ClaimsToReview linkId={post.link_id} />}
    </section>
  );
}
