/**
 * Avatar (spec 000 §3): name, size (default 60), type (email or username), imageUrl. A relative
 * image URL is prefixed with the API host; an absent or 'null' image shows initials.
 */
import { AVATAR_DEFAULT_SIZE } from '@engage/shared/contract/constants';
import { apiBaseUrl } from '@engage/shared/config';
import { avatarInitials, avatarUrl, type AvatarNameType } from '@engage/shared/format/avatar-initials';
import '@engage/shared/ui/theme.css';

interface AvatarProps {
  name: string;
  size?: number;
  type?: AvatarNameType;
  imageUrl?: string | null;
}

/** The last base URL seen and its origin: a long list renders many avatars, and a URL parse is not free. */
let known: { base: string; origin: string } | undefined;

/** The API host: the API base URL without its path (`http://localhost:4000`). */
function apiHost(): string {
  const base = apiBaseUrl();
  if (known?.base !== base) {
    let origin = '';
    try {
      origin = new URL(base, window.location.href).origin;
    } catch {
      // an unparseable base URL gives no host to prefix
    }
    known = { base, origin };
  }
  return known.origin;
}

export function Avatar({ name, size = AVATAR_DEFAULT_SIZE, type = 'username', imageUrl }: AvatarProps) {
  const src = avatarUrl(imageUrl, apiHost());
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (src) return <img className="eg-avatar" src={src} alt={name} style={style} />;
  return (
    <span className="eg-avatar eg-avatar--initials" role="img" aria-label={name} style={style}>
      {avatarInitials(name, type)}
    </span>
  );
}
