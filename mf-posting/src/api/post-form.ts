/**
 * The add/edit post form's values (spec 001 §5, §9) and the save body built from them (spec 001
 * §7 "Post save"). Pure: the components and the tests share it. Its rules are `post-schema.ts`.
 *
 * Decision on the target rule: people = floor(amount / 10) is the one the server checks, so
 * a number of people typed sets the amount (spec 001 §9 "Entering a target sets amount = 1000
 * if target is 100 or less, else target times 10") and, when the field is left or the form is
 * sent, the people shown are those that amount buys (50 typed → KES 1000 → 100 people): what
 * the form shows is what is saved.
 *
 * Decision on the defaults: spec 001 §9 "New form defaults: amount 1500 KES, target 100"
 * contradicts that same rule (KES 1500 buys 150 people; 100 people cost KES 1000). The amount
 * is kept and the people follow from it: the amount is what the user is charged, the rule is
 * stated twice (both directions) and enforced by the server, and a target of 100 at KES 1500
 * would mean KES 15 a person, which no other part of the product charges.
 */
import type { ActionType, PostPlatform } from '@engage/shared/contract/common';
import {
  LOCATION_AUTOCOMPLETE,
  NEW_POST_DEFAULTS,
  TARGET_ANYWHERE,
  KENYAN_COUNTIES,
} from '@engage/shared/contract/constants';
import type { Link } from '@engage/shared/contract/links';
import type { LinkCheckResponse, PostSaveBody } from '@engage/shared/contract/posting';
import { taskTitle } from '@engage/shared/format/platform-links';
import { targetFromAmount } from '@engage/shared/format/post-target';
import { postOwnTitle } from '@engage/shared/format/task-title';
import { pageLanguage } from '@engage/shared/i18n/language';

/** What the form holds: amounts and people as typed (digits only). */
export interface PostFormValues {
  link_url: string;
  platform: PostPlatform;
  /** Optional: blank, the cards show the task title alone. */
  post_title: string;
  post_descrption: string;
  action_type: ActionType;
  producer_amount: string;
  targets_needed: string;
  targets_location: string;
  post_tags: string;
  anonymous: 'yes' | 'no';
}

/** A whole number grouped by thousands as the page's language writes it ('1,000' in both). */
export const grouped = (value: number) => value.toLocaleString(pageLanguage() === 'sw' ? 'sw-KE' : 'en-KE');

/** Whatever the form needs to start from: a checked link (new post) or a saved one (edit). */
export type PostSource =
  | { kind: 'new'; check: LinkCheckResponse }
  | { kind: 'saved'; post: Link & { available_actions: Link['available_actions'] } };

/** Spec 001 §9 "New form defaults: amount 1500 KES, target 100, country 'Anywhere'." */
export function initialValues(source: PostSource): PostFormValues {
  if (source.kind === 'new') {
    const { check } = source;
    return {
      link_url: check.link_url,
      platform: check.platform,
      post_title: '',
      post_descrption: '',
      action_type: check.available_actions[0] ?? 'Likes',
      producer_amount: String(NEW_POST_DEFAULTS.amount),
      // The people the default amount buys (see the decision on the defaults above).
      targets_needed: String(targetFromAmount(NEW_POST_DEFAULTS.amount)),
      targets_location: NEW_POST_DEFAULTS.country,
      post_tags: '',
      anonymous: 'no',
    };
  }
  const { post } = source;
  return {
    link_url: post.link_url,
    platform: post.platform === 'youtube' ? 'youtube' : 'twitter',
    post_title: postOwnTitle(post) ?? '',
    post_descrption: post.post_descrption,
    action_type: post.action_type,
    producer_amount: String(post.producer_amount),
    targets_needed: String(post.targets_needed),
    targets_location: post.targets_location || TARGET_ANYWHERE,
    post_tags: post.post_tags,
    anonymous: post.anonymous ? 'yes' : 'no',
  };
}

/**
 * Spec 001 §7 "Post save | link_id (when editing), link_url, platform, is_draft, action_type,
 * producer_amount, targets_needed, post_title, post_descrption, targets_location,
 * producer_location, post_tags, anonymous, post_thumbnail". `targets_needed` follows the
 * amount (the rule above); the title is the producer's own, or the task title (in English, as
 * the server writes titles) when they gave none.
 */
export function saveBody(
  values: PostFormValues,
  options: { linkId?: number; isDraft: boolean; thumbnail: string | null; producerLocation: string },
): PostSaveBody {
  const amount = Number(values.producer_amount || 0);
  return {
    ...(options.linkId === undefined ? {} : { link_id: options.linkId }),
    link_url: values.link_url,
    platform: values.platform,
    is_draft: options.isDraft,
    action_type: values.action_type,
    producer_amount: amount,
    targets_needed: targetFromAmount(amount),
    post_title: values.post_title.trim() || taskTitle(values.platform, values.action_type),
    post_descrption: values.post_descrption.trim(),
    targets_location: values.targets_location.trim() || TARGET_ANYWHERE,
    producer_location: options.producerLocation,
    post_tags: values.post_tags,
    anonymous: values.anonymous === 'yes',
    post_thumbnail: options.thumbnail,
  };
}

/** Spec 001 §3 "The targeting list is 'Anywhere' plus a Kenyan county list" (code 0 is 'Everywhere', our 'Anywhere'). */
export const TARGET_LOCATIONS: readonly string[] = [
  TARGET_ANYWHERE,
  ...KENYAN_COUNTIES.filter((county) => county.code !== 0).map((county) => county.name),
];

/** Spec 001 §9 "autocomplete max 8 suggestions after 2 characters". */
export function locationSuggestions(typed: string, choices: readonly string[] = TARGET_LOCATIONS): string[] {
  const text = typed.trim().toLowerCase();
  if (text.length < LOCATION_AUTOCOMPLETE.minChars) return [];
  const starts = choices.filter((name) => name.toLowerCase().startsWith(text));
  const contains = choices.filter((name) => !name.toLowerCase().startsWith(text) && name.toLowerCase().includes(text));
  return [...starts, ...contains].slice(0, LOCATION_AUTOCOMPLETE.maxSuggestions);
}
