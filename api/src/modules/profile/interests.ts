/**
 * The interest catalogue (spec 000 §3 "interests array of items with category and
 * subcategories"). Spec 001 §2 names the fixed choices Football, Movies, Cinema, Valleyball
 * (spelled as the spec has it); they lead the list.
 */
import { INTEREST_CHOICES } from '@engage/shared/contract/constants';

export interface InterestCategory {
  category: string;
  subcategories: string[];
}

export const INTEREST_CATALOGUE: readonly InterestCategory[] = [
  { category: INTEREST_CHOICES[0], subcategories: ['Premier League', 'Kenyan Premier League', 'Champions League'] },
  { category: INTEREST_CHOICES[1], subcategories: ['Action', 'Comedy', 'Drama', 'Documentary'] },
  { category: INTEREST_CHOICES[2], subcategories: ['Kenyan cinema', 'Nollywood', 'Hollywood'] },
  { category: INTEREST_CHOICES[3], subcategories: ['Indoor', 'Beach'] },
  { category: 'Music', subcategories: ['Gengetone', 'Bongo Flava', 'Afrobeats', 'Gospel'] },
  { category: 'Technology', subcategories: ['Gadgets', 'Software', 'Mobile money'] },
  { category: 'Comedy', subcategories: ['Skits', 'Stand-up'] },
  { category: 'Fashion', subcategories: ['Streetwear', 'Traditional'] },
  { category: 'Food', subcategories: ['Recipes', 'Restaurants'] },
];

/** Every category and subcategory: the tags a user can add to their interests. */
export const INTEREST_TAGS: readonly string[] = [
  ...new Set(INTEREST_CATALOGUE.flatMap((item) => [item.category, ...item.subcategories])),
];
