/**
 * The avatar rule of spec 000 §3: "A relative image URL is prefixed with the API host; an
 * absent or 'null' image shows initials (email type: two initials from the name parts of the
 * local part, else the first two letters; username type: drop a leading @, first two letters;
 * uppercase)." Spec 001 §7 repeats it for the uploaded avatar ("a relative path is prefixed
 * with the API host").
 */

/** Spec 000 §3 "Avatar: name, size (default 60), type (email or username), imageUrl." */
export type AvatarNameType = 'email' | 'username';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Spec 000 §3 "A relative image URL is prefixed with the API host; an absent or 'null' image
 * shows initials." Returns the URL to load, or null when initials should be shown.
 * `apiHost` is the API's origin (e.g. `http://localhost:4000`); one slash joins the two.
 * Absolute URLs (`https:`, `data:`, `blob:`, protocol-relative `//`) are returned unchanged.
 */
export function avatarUrl(imageUrl: string | null | undefined, apiHost: string): string | null {
  const url = imageUrl?.trim();
  if (!url || url === 'null') return null;
  if (ABSOLUTE_URL.test(url)) return url;
  return `${apiHost.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The first `count` characters, counting an emoji or accented letter as one. */
function firstChars(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

/**
 * Spec 000 §3 initials: email type — two initials from the name parts of the local part
 * (split on `.`, `_`, `-`, `+`: `jane.doe@x.com` → `'JD'`), else its first two letters
 * (`alice@x.com` → `'AL'`); username type — drop a leading @, first two letters
 * (`@kamau` → `'KA'`); always uppercase. An empty name gives `''`.
 */
export function avatarInitials(name: string | null | undefined, type: AvatarNameType): string {
  const value = (name ?? '').trim();
  if (type === 'email') {
    const at = value.indexOf('@');
    const local = at === -1 ? value : value.slice(0, at);
    const parts = local.split(/[._+-]+/).filter((part) => part.length > 0);
    const [first, second] = parts;
    if (first !== undefined && second !== undefined) {
      return (firstChars(first, 1) + firstChars(second, 1)).toUpperCase();
    }
    return firstChars(local.replace(/[._+-]+/g, ''), 2).toUpperCase();
  }
  return firstChars(value.replace(/^@/, ''), 2).toUpperCase();
}
