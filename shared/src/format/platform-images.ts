/**
 * Where a post's thumbnail may come from: the image hosts YouTube and X serve their own
 * thumbnails and media from, over https. The feed shows `post_thumbnail` to every consumer, so
 * an address anywhere else would let a producer track who opens the feed (or show anything).
 * The pages' Content-Security-Policy allows images from these hosts (tooling/security-headers.cjs).
 */

/** YouTube's thumbnail hosts (`i.ytimg.com`, its numbered mirrors `i1`–`i9`, `img.youtube.com`) and X's media hosts. */
const PLATFORM_IMAGE_HOSTS: readonly RegExp[] = [
  /^i[1-9]?\.ytimg\.com$/,
  /^img\.youtube\.com$/,
  /^pbs\.twimg\.com$/,
  /^abs\.twimg\.com$/,
];

/** Whether `address` is an https image on one of the platforms' own hosts, with no credentials or port. */
export function isPlatformImageUrl(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return PLATFORM_IMAGE_HOSTS.some((host) => host.test(url.hostname));
}
