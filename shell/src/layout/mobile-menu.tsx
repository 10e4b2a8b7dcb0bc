import { useLayoutEffect } from 'react';
import { MOBILE_MENU_VERSION_LABEL } from '@engage/shared/contract/constants';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import type { UserType } from '@engage/shared/session';
import { t } from './messages';
import { SidebarContent } from './sidebar-content';

/** The mobile slide-out menu (spec 000 §2): the sidebar's content, with its own version label. */
export function MobileMenu({
  open,
  onClose,
  userType,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  userType: UserType;
  profile: ProfileDetail | undefined;
}) {
  // Listening before the drawer paints: Escape pressed as soon as it shows closes it.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="eg-drawer__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="eg-drawer" role="dialog" aria-modal="true" aria-label={t('menu')}>
        <button type="button" className="eg-icon-button eg-drawer__close" aria-label={t('closeMenu')} onClick={onClose}>
          ×
        </button>
        <SidebarContent
          userType={userType}
          profile={profile}
          versionLabel={MOBILE_MENU_VERSION_LABEL}
          onNavigate={onClose}
        />
      </div>
    </div>
  );
}
