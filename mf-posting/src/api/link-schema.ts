/**
 * The link-paste form's rule (spec 001 §5: only YouTube and X links are accepted, and a YouTube
 * link must name a video or a channel), as a yup schema. Imported only through `lazyResolver` (link-paste-dialog.tsx).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string } from 'yup';
import { checkPostLink } from '@engage/shared/format/platform-links';
import { t } from '../messages';

// The message is a function: read when the link is checked, in the page's language.
export const linkSchema = object({
  url: string()
    .default('')
    .test('accepted', (value = '', context) => {
      const link = checkPostLink(value);
      if (link.ok) return true;
      // A bare https://youtu.be/ is a YouTube link without a video: spec 000 §5's words say so.
      return context.createError({
        message: t(link.reason === 'invalid-youtube' ? 'invalidYoutubeLink' : 'unsupportedLink'),
      });
    }),
});

export const linkResolver = yupResolver(linkSchema);
