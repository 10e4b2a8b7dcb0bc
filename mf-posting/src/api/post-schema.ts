/**
 * The rules a user can break in the post form (spec 001 §5, §8, and the API's bounds on an
 * amount), as a yup schema. Imported only through `lazyResolver` (post-editor.tsx): yup is
 * downloaded when the form is first checked.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, string, type ObjectSchema } from 'yup';
import type { ActionType, PostPlatform } from '@engage/shared/contract/common';
import { POST_DESCRIPTION_MAX_WORDS } from '@engage/shared/contract/constants';
import {
  countWords,
  MAX_SPEND_KES,
  MAX_TARGET_PEOPLE,
  validateSpendAmount,
  validateTags,
} from '@engage/shared/format/post-target';
import { t } from '../messages';
import { grouped, type PostFormValues } from './post-form';

// Messages are read when a field is checked (`createError`), so they follow the page's language.
export const postSchema: ObjectSchema<PostFormValues> = object({
  link_url: string().default(''),
  platform: mixed<PostPlatform>().required(),
  post_title: string().default(''),
  // The whole text stays in the box while it is too long: the count and this say what to cut.
  post_descrption: string()
    .default('')
    .test(
      'words',
      () => t('descriptionTooLong', { max: POST_DESCRIPTION_MAX_WORDS }),
      (value = '') => countWords(value) <= POST_DESCRIPTION_MAX_WORDS,
    ),
  action_type: mixed<ActionType>().required(),
  producer_amount: string()
    .default('')
    .test('amount', function check(value = '') {
      const amount = Number(value || 0);
      if (validateSpendAmount(amount) !== null) return this.createError({ message: t('minSpend') });
      return amount <= MAX_SPEND_KES || this.createError({ message: t('maxSpend', { max: grouped(MAX_SPEND_KES) }) });
    }),
  targets_needed: string()
    .default('')
    .test(
      'people',
      () => t('maxPeople', { max: grouped(MAX_TARGET_PEOPLE) }),
      (value = '') => Number(value || 0) <= MAX_TARGET_PEOPLE,
    ),
  targets_location: string().default(''),
  post_tags: string()
    .default('')
    .test(
      'tags',
      () => t('minTags'),
      (value = '') => validateTags(value) === null,
    ),
  anonymous: mixed<'yes' | 'no'>().required(),
});

export const postResolver = yupResolver(postSchema);
