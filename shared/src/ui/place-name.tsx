/**
 * A post's target location as the reader says it. The API keeps 'Anywhere' (spec 001 §3, the
 * value sent and stored); a reader in Kiswahili sees and types _Popote_. A county is a name,
 * shown as it is.
 *
 *   placeName('Anywhere');  // 'Popote' on a page in Kiswahili
 *   placeValue('popote');   // 'Anywhere'
 */
import { TARGET_ANYWHERE } from '@engage/shared/contract/constants';
import { kitText } from '@engage/shared/ui/messages';

/** `place` (as the API keeps it) in the page's language. */
export function placeName(place: string): string {
  return place === TARGET_ANYWHERE ? kitText('anywhere') : place;
}

/** What the reader typed or picked, as the API keeps it: 'Anywhere' in any language. */
export function placeValue(typed: string): string {
  const word = typed.trim().toLowerCase();
  return word === kitText('anywhere').toLowerCase() || word === TARGET_ANYWHERE.toLowerCase() ? TARGET_ANYWHERE : typed;
}
