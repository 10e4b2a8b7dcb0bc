/**
 * `/consumer/add-link` (spec 001 §2 "New post form"): the link-paste dialog first, then the
 * form for the checked link. Creating a post needs a verified email (spec 001 §5, §6): an
 * unverified user is sent to /consumer and marked unverified.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '@engage/shared/api/profile-queries';
import type { LinkCheckResponse } from '@engage/shared/contract/posting';
import { paths } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import { setVerified } from '@engage/shared/session';
import { initialValues } from '../api/post-form';
import { LinkPasteDialog } from '../components/link-paste-dialog';
import { PostEditor } from '../components/post-editor';
import { t } from '../messages';
import './posting.css';

export function AddLinkPage() {
  const navigate = useNavigate();
  const user = useQuery(userQuery);
  const [check, setCheck] = useState<LinkCheckResponse | null>(null);
  const unverified = user.data?.email_verified === 'False';

  useEffect(() => {
    if (!unverified) return;
    setVerified(false);
    void navigate(paths.consumerHome, { replace: true });
  }, [unverified, navigate]);

  return (
    <section className="eg-posting" aria-labelledby="eg-posting-title">
      <h1 id="eg-posting-title" className="eg-posting__title">
        {t('addTitle')}
      </h1>
      {check ? (
        <PostEditor
          initial={initialValues({ kind: 'new', check })}
          actions={check.available_actions}
          thumbnail={check.post_thumbnail ?? null}
        />
      ) : (
        <LinkPasteDialog
          onChecked={setCheck}
          onUnverified={() => {
            setVerified(false);
            void navigate(paths.consumerHome, { replace: true });
          }}
          onCancel={() => void navigate(paths.consumerHome)}
        />
      )}
    </section>
  );
}
