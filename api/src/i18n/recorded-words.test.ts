import { en } from './messages';
import { inReaderLanguage } from './recorded-words';

describe('inReaderLanguage: a record kept in English, read in the reader’s language', () => {
  it('keeps English as recorded', () => {
    expect(inReaderLanguage('Sent to M-PESA', 'en')).toBe('Sent to M-PESA');
    expect(inReaderLanguage('Whatever the provider said', 'en')).toBe('Whatever the provider said');
  });

  it('reads a fixed sentence of the catalog in Kiswahili', () => {
    expect(inReaderLanguage('Sent to M-PESA', 'sw')).toBe('Imetumwa kwa M-PESA');
    expect(inReaderLanguage(en.payoutDelayed, 'sw')).not.toBe(en.payoutDelayed);
  });

  it('finds a sentence with placeholders again, its values kept', () => {
    expect(inReaderLanguage('M-PESA receipt QK12AB', 'sw')).toBe('Risiti ya M-PESA QK12AB');
  });

  it('reads a sentence given as a placeholder too', () => {
    const waiting = `Waiting for review: ${en.reviewPayoutName}`;
    const read = inReaderLanguage(waiting, 'sw') ?? '';
    expect(read).not.toContain('Waiting');
    expect(read).not.toContain(en.reviewPayoutName);
  });

  it('does not guess words the catalog does not hold', () => {
    expect(inReaderLanguage('The provider timed out', 'sw')).toBeUndefined();
  });
});
