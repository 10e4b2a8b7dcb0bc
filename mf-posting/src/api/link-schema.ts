/**
 * The link-paste form's rule (spec 001 §5: only YouTube and X links are accepted), as a yup
 * schema. Imported only through `lazyResolver` (link-paste-dialog.tsx).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string } from 'yup';
import { checkPostLink } from '@engage/shared/format/platform-links';
import { t } from '../messages';

// The message is a function: read when the link is checked, in the page's language.
export const linkSchema = object({
  url: string()
    .default('')
    .test(
      'accepted',
      () => t('unsupportedLink'),
      (value = '') => checkPostLink(value).ok,
    ),
});

export const linkResolver = yupResolver(linkSchema);
