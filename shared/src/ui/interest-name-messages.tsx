/**
 * The names of the interest categories and subcategories (the API's catalogue,
 * api/src/modules/profile/interests.ts, and spec 001 §2's fixed choices, spelled as the spec has
 * them). An interest is saved by its English name, which stays its identity; what a reader sees
 * is the name in their language. A tag the catalogue does not hold is the user's own word, shown
 * as written.
 *
 *   interestName('Football'); // 'Kandanda' on a page in Kiswahili
 *   interestName('Rally');    // 'Rally': the user's own tag
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  Football: 'Football',
  'Premier League': 'Premier League',
  'Kenyan Premier League': 'Kenyan Premier League',
  'Champions League': 'Champions League',
  Movies: 'Movies',
  Action: 'Action',
  Comedy: 'Comedy',
  Drama: 'Drama',
  Documentary: 'Documentary',
  Cinema: 'Cinema',
  'Kenyan cinema': 'Kenyan cinema',
  Nollywood: 'Nollywood',
  Hollywood: 'Hollywood',
  Valleyball: 'Valleyball',
  Indoor: 'Indoor',
  Beach: 'Beach',
  Music: 'Music',
  Gengetone: 'Gengetone',
  'Bongo Flava': 'Bongo Flava',
  Afrobeats: 'Afrobeats',
  Gospel: 'Gospel',
  Technology: 'Technology',
  Gadgets: 'Gadgets',
  Software: 'Software',
  'Mobile money': 'Mobile money',
  Skits: 'Skits',
  'Stand-up': 'Stand-up',
  Fashion: 'Fashion',
  Streetwear: 'Streetwear',
  Traditional: 'Traditional',
  Food: 'Food',
  Recipes: 'Recipes',
  Restaurants: 'Restaurants',
};

export const interestNameText = defineMessages({ en, sw: () => import('./interest-name-messages.sw') });

const isCatalogued = (name: string): name is keyof typeof en => Object.hasOwn(en, name);

/** `name` (an interest as saved) in the page's language; a user's own tag as written. */
export function interestName(name: string): string {
  return isCatalogued(name) ? interestNameText(name) : name;
}
