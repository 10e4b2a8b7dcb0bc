/**
 * What `/api/media/avatars/:name` takes and answers (profile.routes.ts): a file name as
 * profile.service writes it (`<user id>-<16 hex>.<extension>`), answered with the image's bytes.
 */
import { Type } from 'typebox';

/** The media type of an avatar file by its extension (the extensions profile.service writes). */
export const AVATAR_MEDIA_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const AvatarFileParamsSchema = Type.Object({
  name: Type.String({ maxLength: 64, pattern: '^[0-9]+-[0-9a-f]{16}\\.(png|jpg|gif|webp)$' }),
});

/** The image, under whichever of the avatar media types its file has. */
export const avatarFileResponse = {
  description: 'The image (cached for a year: a new upload gets a new name).',
  content: Object.fromEntries(
    Object.values(AVATAR_MEDIA_TYPES).map((type) => [
      type,
      // The bytes of the file (typed as what the handler sends).
      { schema: Type.Unsafe<Buffer>({ type: 'string', contentMediaType: type }) },
    ]),
  ),
};
