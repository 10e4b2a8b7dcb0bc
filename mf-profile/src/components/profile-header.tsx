/**
 * The profile header (spec 001 §2): avatar with upload, email, username, location or 'Add
 * address', and the buttons Copy profile link, Verify account and Edit profile. The uploaded
 * picture replaces the old one at once here and in the sidebar (the shared profile detail).
 * Offline the page shows what the phone kept, read-only: what would change it waits for a
 * connection and says so (its title).
 */
import { useRef, type ChangeEvent } from 'react';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { Avatar } from '@engage/ui/avatar';
import { copyText } from '@engage/ui/copy-button';
import { isApiFailure } from '@engage/shared/api/failure';
import { useOfflineReason } from '@engage/shared/network/use-online';
import { notify } from '@engage/shared/ui/toasts';
import { profileLink, useUploadAvatar } from '../api/profile-api';
import { t } from '../messages';

/**
 * Why an upload was refused: the server's reason for the picture (its type, a file that is not
 * an image), which for size is the spec's own 'Failed to upload, image too large'; that text
 * too when the answer says nothing (a body over the upload limit, no connection).
 */
function uploadRefusal(failure: unknown): string {
  if (isApiFailure(failure) && failure.status === 400) {
    const reason = failure.data.errors?.avatar?.[0] ?? failure.data.detail;
    if (typeof reason === 'string' && reason.trim() !== '') return reason;
  }
  return t('uploadFailed');
}

interface ProfileHeaderProps {
  profile: ProfileDetail;
  onEdit: () => void;
  onVerify: () => void;
}

export function ProfileHeader({ profile, onEdit, onVerify }: ProfileHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const uploading = upload.isPending;
  const offline = useOfflineReason();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Spec 001 §5 "Avatar upload accepts image files": anything else is refused for what it is.
    if (!file.type.startsWith('image/')) {
      notify.error(t('uploadNotImage'));
      return;
    }
    const id = notify.loading(t('uploading'));
    try {
      await upload.mutateAsync(file);
      notify.settle(id, 'success', t('uploaded'));
    } catch (failure) {
      notify.settle(id, 'error', uploadRefusal(failure));
    }
  };

  const copy = async () => {
    try {
      await copyText(profileLink(window.location.origin, profile.username));
      notify.success(t('linkCopied'));
    } catch {
      notify.error(t('updateFailed'));
    }
  };

  const name = profile.username || profile.email;
  return (
    <header className="eg-profile__header">
      <div className="eg-profile__avatar">
        <Avatar name={name} imageUrl={profile.avatar} size={88} type={profile.username ? 'username' : 'email'} />
        <button
          type="button"
          className="eg-profile__avatar-button"
          onClick={() => input.current?.click()}
          disabled={uploading || offline !== undefined}
          title={offline}
          aria-label={t('changeAvatar')}
        >
          <span aria-hidden="true">✎</span>
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-input"
          onChange={(event) => void onFile(event)}
        />
      </div>
      <div className="eg-profile__identity">
        <h2 className="eg-profile__username">{profile.username}</h2>
        <p className="eg-profile__email">{profile.email}</p>
        {profile.location ? (
          <p className="eg-profile__location">{profile.location}</p>
        ) : (
          <button
            type="button"
            className="eg-link-button eg-profile__location"
            disabled={offline !== undefined}
            title={offline}
            onClick={onEdit}
          >
            {t('addAddress')}
          </button>
        )}
      </div>
      <div className="eg-profile__actions">
        <button type="button" className="eg-button eg-button--quiet" onClick={() => void copy()}>
          {t('copyLink')}
        </button>
        <button
          type="button"
          className="eg-button eg-button--quiet"
          disabled={offline !== undefined}
          title={offline}
          onClick={onVerify}
        >
          {t('verifyAccount')}
        </button>
        <button type="button" className="eg-button" disabled={offline !== undefined} title={offline} onClick={onEdit}>
          {t('editProfile')}
        </button>
      </div>
    </header>
  );
}
