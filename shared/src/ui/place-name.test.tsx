import { placeName, placeValue } from './place-name';
import { kitText } from './messages';
import { loadMessages } from '@engage/shared/i18n/translate';

describe('placeName / placeValue: "Anywhere" as the reader says it, as the API keeps it', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('says Anywhere in English and Popote in Kiswahili; a county as it is', async () => {
    expect(placeName('Anywhere')).toBe('Anywhere');
    await loadMessages('sw');
    document.documentElement.lang = 'sw-KE';
    expect(kitText('anywhere')).toBe('Popote');
    expect(placeName('Anywhere')).toBe('Popote');
    expect(placeName('Nairobi')).toBe('Nairobi');
  });

  it('keeps the API value whatever the reader typed', async () => {
    await loadMessages('sw');
    document.documentElement.lang = 'sw-KE';
    expect(placeValue('popote')).toBe('Anywhere');
    expect(placeValue('Anywhere')).toBe('Anywhere');
    expect(placeValue('Kisumu')).toBe('Kisumu');
  });
});
