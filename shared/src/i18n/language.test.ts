import { storageKeys } from '@engage/shared/session/storage-keys';
import {
  chooseFromAddress,
  forgetSignedOutChoice,
  signedOutChoicePending,
  startLanguage,
} from '@engage/shared/i18n/language';

describe('chooseFromAddress: the signed-out pages’ language links (?lang=sw)', () => {
  beforeEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/signin');
  });

  it('remembers the language, marks it for the account and takes it out of the address', () => {
    history.replaceState(null, '', '/signin?lang=sw&next=%2Fwallet#form');
    expect(chooseFromAddress()).toBe('sw');
    expect(localStorage.getItem(storageKeys.language)).toBe('sw');
    expect(startLanguage()).toBe('sw');
    expect(signedOutChoicePending()).toBe(true);
    expect(location.pathname + location.search + location.hash).toBe('/signin?next=%2Fwallet#form');
    forgetSignedOutChoice();
    expect(signedOutChoicePending()).toBe(false);
  });

  it('ignores an address that chose nothing, or a language we do not speak', () => {
    expect(chooseFromAddress()).toBeUndefined();
    history.replaceState(null, '', '/signin?lang=fr');
    expect(chooseFromAddress()).toBeUndefined();
    expect(signedOutChoicePending()).toBe(false);
    expect(localStorage.getItem(storageKeys.language)).toBeNull();
  });
});
