/**
 * An uploaded avatar is shown to everyone who sees the user's posts, so its bytes are never
 * served as uploaded: the image is decoded and written anew. That drops whatever rode along —
 * EXIF (a phone's GPS position, its serial number), comments, and anything appended or
 * interleaved to make the file also a script or an HTML page — and refuses a file that only
 * starts like an image.
 */
import sharp from 'sharp';

export type AvatarExtension = 'png' | 'jpg' | 'gif' | 'webp';

/** The longest side kept: avatars are shown at most a few hundred pixels wide. */
const AVATAR_MAX_SIDE = 1024;
/** Decoding stops above this many pixels (a small file can claim a huge canvas). */
const AVATAR_MAX_INPUT_PIXELS = 4096 * 4096;

/** The format as the decoder found it, by the extension the file is stored under. */
const EXTENSIONS: Readonly<Record<string, AvatarExtension>> = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' };

/** The image re-encoded in its own format without metadata, or null when it is not one we take. */
export async function reencodeAvatar(bytes: Buffer): Promise<{ bytes: Buffer; extension: AvatarExtension } | null> {
  try {
    const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' as const };
    const { format } = await sharp(bytes, options).metadata();
    const extension = format ? EXTENSIONS[format] : undefined;
    if (!extension) return null;
    // GIFs keep their frames; every other format is one picture.
    const image = sharp(bytes, { ...options, animated: extension === 'gif' })
      // Applies the EXIF orientation to the pixels before the EXIF itself is dropped.
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      extension === 'jpg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : extension === 'png'
          ? image.png()
          : extension === 'gif'
            ? image.gif()
            : image.webp({ quality: 85 });
    // sharp writes no metadata unless asked (`keepMetadata`/`withMetadata`), so none is copied.
    return { bytes: await encoded.toBuffer(), extension };
  } catch {
    return null;
  }
}
