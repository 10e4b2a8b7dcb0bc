import { nextPageNumber, numberedPages, uniqueBy } from './paging';

describe('numberedPages', () => {
  it('starts at page 1 and asks for the next page while the server names one', () => {
    expect(numberedPages.initialPageParam).toBe(1);
    const next = 'https://api.example.com/alerts/?page=3';
    expect(nextPageNumber({ next }, [], 2)).toBe(3);
  });

  it('ends the list when the answer has no next page (null or absent)', () => {
    expect(nextPageNumber({ next: null }, [], 4)).toBeUndefined();
    expect(nextPageNumber({}, [], 1)).toBeUndefined();
  });
});

describe('uniqueBy', () => {
  it('keeps each item once, in the order first seen across pages', () => {
    const pages = [
      [{ id: 3 }, { id: 2 }],
      [{ id: 2 }, { id: 1 }],
    ];
    expect(uniqueBy(pages, (item) => item.id)).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }]);
  });
});
