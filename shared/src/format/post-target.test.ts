import {
  amountFromTarget,
  countWords,
  digitsOnly,
  parseTags,
  targetFromAmount,
  truncateWords,
  validateSpendAmount,
  validateTags,
} from './post-target';

describe('targetFromAmount — spec 001 §9 "target people = 0 if amount is under 1000, else amount/10 floored"', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 100],
    [1500, 150],
    [1509, 150],
    [25_000, 2500],
  ])('amount %d → target %d', (amount, target) => {
    expect(targetFromAmount(amount)).toBe(target);
  });

  it('treats a non-finite amount as no target', () => {
    expect(targetFromAmount(Number.NaN)).toBe(0);
  });
});

describe('amountFromTarget — spec 001 §9 "amount = 1000 if target is 100 or less, else target times 10"', () => {
  it.each([
    [0, 1000],
    [1, 1000],
    [100, 1000],
    [101, 1010],
    [150, 1500],
  ])('target %d → amount %d', (target, amount) => {
    expect(amountFromTarget(target)).toBe(amount);
  });

  it('spec 001 §9 "New form defaults: amount 1500 KES, target 100" are not linked by the rule: it runs on edits only', () => {
    expect(targetFromAmount(1500)).toBe(150);
    expect(amountFromTarget(100)).toBe(1000);
  });
});

describe('amount field — spec 001 §5 "amount and target digits only; amount minimum 1000"', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1,500 KES')).toBe('1500');
  });

  it("'Minimum spend amount is KES 1000.'", () => {
    expect(validateSpendAmount(999)).toBe('Minimum spend amount is KES 1000.');
    expect(validateSpendAmount(Number.NaN)).toBe('Minimum spend amount is KES 1000.');
    expect(validateSpendAmount(1000)).toBeNull();
  });
});

describe('description — spec 001 §5 "description at most 100 words (counter shown, extra words cut)"', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('counts words separated by any whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('Watch my  new\nvideo ')).toBe(4);
    expect(countWords(words(100))).toBe(100);
  });

  it('leaves a description of at most 100 words unchanged', () => {
    expect(truncateWords(words(100), 100)).toBe(words(100));
    expect(truncateWords(`${words(100)} `, 100)).toBe(`${words(100)} `);
  });

  it('cuts the extra words', () => {
    const cut = truncateWords(words(130), 100);
    expect(countWords(cut)).toBe(100);
    expect(cut).toBe(words(100));
  });

  it('defaults to 100 words and keeps line breaks inside the kept text', () => {
    expect(countWords(truncateWords(words(101)))).toBe(100);
    expect(truncateWords('one\ntwo three', 2)).toBe('one\ntwo');
  });
});

describe('tags — spec 001 §5 "at least two comma-separated tags"', () => {
  it('splits on commas, trims and drops empty tags', () => {
    expect(parseTags('music, kenya,, ')).toEqual(['music', 'kenya']);
    expect(parseTags('')).toEqual([]);
  });

  it("'Please add at least two tags to your post.'", () => {
    expect(validateTags('music')).toBe('Please add at least two tags to your post.');
    expect(validateTags('music, ,')).toBe('Please add at least two tags to your post.');
    expect(validateTags('music,kenya')).toBeNull();
  });
});
