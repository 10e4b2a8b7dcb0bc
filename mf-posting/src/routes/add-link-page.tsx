/**
 * `/consumer/add-link` (spec 001 §2 "New post form"): the link-paste dialog first, then the
 * form for the checked link. Creating a post needs a verified email (spec 001 §5, §6): an
 * unverified user is sent to /consumer and marked unverified.
 *
 * What was pasted or typed and not yet saved is kept on this device for the signed-in user
 * (`api/unsaved-post.ts`): opening the page again (a reload, a return) brings it back, the
 * form's Discard forgets it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useUserRecord } from '@engage/shared/api/profile-queries';
import type { LinkCheckResponse } from '@engage/shared/contract/posting';
import { paths } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import { setVerified } from '@engage/shared/session';
import { Skeleton } from '@engage/ui/skeleton';
import { initialValues } from '../api/post-form';
import { forgetUnsavedPost, keepUnsavedPost, readUnsavedPost, type UnsavedPost } from '../api/unsaved-post';
import { LinkPasteDialog } from '../components/link-paste-dialog';
import { PostEditor } from '../components/post-editor';
import { t } from '../messages';
import './posting.css';

export function AddLinkPage() {
  const navigate = useNavigate();
  const user = useUserRecord();
  const userId = user.data?.user_id ?? null;
  const unverified = user.data?.email_verified === 'False';
  // Read once the user is known; later changes are the page's own.
  const [kept, setKept] = useState<UnsavedPost | null | undefined>(undefined);
  if (kept === undefined && (userId !== null || user.isError)) {
    setKept(userId === null ? null : readUnsavedPost(userId, 'new'));
  }
  const [check, setCheck] = useState<LinkCheckResponse | null>(null);
  const shownCheck = check ?? kept?.check ?? null;
  const keep = useMemo(
    () => (userId === null ? null : { userId, slot: 'new' as const, check: shownCheck ?? undefined }),
    [userId, shownCheck],
  );

  useEffect(() => {
    if (!unverified) return;
    setVerified(false);
    void navigate(paths.consumerHome, { replace: true });
  }, [unverified, navigate]);

  let body;
  if (kept === undefined) {
    body = <Skeleton lines={3} />;
  } else if (shownCheck) {
    const restored = check === null ? (kept?.values ?? null) : null;
    body = (
      <PostEditor
        // One form per checked link: a restored form is not replaced by a new check's defaults.
        key={shownCheck.link_url}
        initial={initialValues({ kind: 'new', check: shownCheck })}
        restored={restored}
        actions={shownCheck.available_actions}
        thumbnail={shownCheck.post_thumbnail ?? null}
        linkId={check === null ? kept?.linkId : undefined}
        keep={keep}
        onDiscard={() => {
          setKept(null);
          setCheck(null);
        }}
      />
    );
  } else {
    body = (
      <LinkPasteDialog
        initialUrl={kept?.pasted ?? ''}
        onUrlChange={(pasted) => {
          if (userId === null) return;
          if (pasted.trim()) keepUnsavedPost(userId, 'new', { pasted });
          else forgetUnsavedPost(userId, 'new');
        }}
        onChecked={setCheck}
        onUnverified={() => {
          setVerified(false);
          void navigate(paths.consumerHome, { replace: true });
        }}
        onCancel={() => void navigate(paths.consumerHome)}
      />
    );
  }

  return (
    <section className="eg-posting" aria-labelledby="eg-posting-title" aria-busy={kept === undefined}>
      <h1 id="eg-posting-title" className="eg-posting__title">
        {t('addTitle')}
      </h1>
      {body}
    </section>
  );
}
