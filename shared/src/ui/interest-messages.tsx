/**
 * Every text the interest picker shows (spec 000 §2 'My interests', §8 "Interests fetch failure"
 * and "Preferences ... updates", verbatim).
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  title: 'My interests',
  loadingMine: 'Loading your interests…',
  noneChosen: 'You have not chosen any interests yet. Add some below.',
  selected: 'Selected interests',
  remove: 'Remove {name}',
  fromTags: 'From your tags',
  categories: 'Categories',
  loadingCategories: 'Loading categories…',
  noInterests: 'No interests at the moment',
  updating: 'Updating...',
  updated: 'Account updated successfully!',
  failed: 'An error occurred, kindly try again',
};

export const interestText = defineMessages({ en, sw: () => import('./interest-messages.sw') });
