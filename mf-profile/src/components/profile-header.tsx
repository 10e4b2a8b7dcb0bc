/**
 * The profile header (spec 001 §2): avatar with upload, email, username, location or 'Add
 * address', and the buttons Copy profile link, Verify account and Edit profile. The uploaded
 * picture replaces the old one at once here and in the sidebar (the shared profile detail).
 */
import { useRef, type ChangeEvent } from 'react';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { Avatar } from '@engage/ui/avatar';
import { copyText } from '@engage/ui/copy-button';
import { notify } from '@engage/shared/ui/toasts';
import { profileLink, useUploadAvatar } from '../api/profile-api';
import { t } from '../messages';

interface ProfileHeaderProps {
  profile: ProfileDetail;
  onEdit: () => void;
  onVerify: () => void;
}

export function ProfileHeader({ profile, onEdit, onVerify }: ProfileHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const uploading = upload.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Spec 001 §5 "Avatar upload accepts image files".
    if (!file.type.startsWith('image/')) {
      notify.error(t('uploadFailed'));
      return;
    }
    const id = notify.loading(t('uploading'));
    try {
      await upload.mutateAsync(file);
      notify.settle(id, 'success', t('uploaded'));
    } catch {
      notify.settle(id, 'error', t('uploadFailed'));
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
          disabled={uploading}
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
          <button type="button" className="eg-link-button eg-profile__location" onClick={onEdit}>
            {t('addAddress')}
          </button>
        )}
      </div>
      <div className="eg-profile__actions">
        <button type="button" className="eg-button eg-button--quiet" onClick={() => void copy()}>
          {t('copyLink')}
        </button>
        <button type="button" className="eg-button eg-button--quiet" onClick={onVerify}>
          {t('verifyAccount')}
        </button>
        <button type="button" className="eg-button" onClick={onEdit}>
          {t('editProfile')}
        </button>
      </div>
    </header>
  );
}
