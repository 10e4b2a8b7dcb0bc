/**
 * Whether the person M-PESA paid is the person the withdrawal method names. A B2C result gives
 * the receiver as `ReceiverPartyPublicName`, "254708374149 - John Doe": the number, " - ", and
 * the name registered with M-PESA, which may carry more names than the method (a middle name),
 * be in capitals, or be masked with `*` ("John D***").
 *
 * What we accept: each of the method's first and last names must be found among the receiver's
 * names, case, accents and spacing aside. A name is found when one of its words equals one of the
 * receiver's words, when one is a single letter that is the other's initial, or when the
 * receiver's word is masked and what is shown of it begins the method's word. A result with no
 * name part, or a name that is masked entirely, says nothing and is accepted.
 */

const words = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z*]+/)
    .filter(Boolean);

function wordsMatch(saved: string, received: string): boolean {
  if (received.includes('*')) {
    const shown = received.slice(0, received.indexOf('*'));
    return shown.length > 0 && saved.startsWith(shown);
  }
  if (saved === received) return true;
  if (saved.length === 1 || received.length === 1) return saved[0] === received[0];
  return false;
}

/** The name part of a ReceiverPartyPublicName (after "number - "), or the whole when there is no number. */
export function receiverName(publicName: string): string {
  const dash = publicName.indexOf(' - ');
  return (dash >= 0 ? publicName.slice(dash + 3) : publicName).trim();
}

/** True when the receiver M-PESA names can be the method's holder (see above). */
export function namesMatch(publicName: string, firstName: string, lastName: string): boolean {
  const received = words(receiverName(publicName));
  if (received.every((word) => word.replace(/\*/g, '') === '')) return true;
  const found = (name: string) => {
    const saved = words(name).filter((word) => !word.includes('*'));
    return saved.length === 0 || saved.some((word) => received.some((other) => wordsMatch(word, other)));
  };
  return found(firstName) && found(lastName);
}
