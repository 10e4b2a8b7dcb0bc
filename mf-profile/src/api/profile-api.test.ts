/** The profile area's pure rules against spec 001 §5 and §9. */
import { linkRecord } from '@engage/shared/testing/api-answers';
import {
  BIRTH_DAYS,
  birthDateToSend,
  birthYears,
  digitsOnly,
  listCount,
  locationSuggestions,
  splitBirthDate,
  tabFromState,
  uniqueLinks,
} from './profile-api';

const locations = [
  { county: 'Nairobi', sub_counties: ['Westlands', 'Kasarani', 'Embakasi', 'Langata', 'Dagoretti', 'Kibra'] },
  { county: 'Nakuru', sub_counties: ['Naivasha', 'Njoro'] },
];

describe('spec 001 §5 "Location suggestions begin at 2 typed characters and show at most 8 matches"', () => {
  it('suggests nothing under 2 characters', () => {
    expect(locationSuggestions(locations, 'n')).toEqual([]);
    expect(locationSuggestions(locations, ' n ')).toEqual([]);
  });
  it('matches counties and sub-counties, case-insensitive, at most 8', () => {
    expect(locationSuggestions(locations, 'NAIV')).toEqual(['Naivasha, Nakuru']);
    expect(locationSuggestions(locations, 'na')).toHaveLength(8);
  });
  it('suggests nothing before the locations arrive', () => {
    expect(locationSuggestions(undefined, 'nairobi')).toEqual([]);
  });
});

describe('spec 001 §5 "birth date is sent only if day, month and year are all chosen (years 1900 to current year, days 1-31), otherwise null"', () => {
  it('sends YYYY-MM-DD when all three are chosen', () => {
    expect(birthDateToSend({ day: '3', month: '3', year: '2000' })).toBe('2000-03-03');
  });
  it.each([
    { day: '', month: '3', year: '2000' },
    { day: '3', month: '', year: '2000' },
    { day: '3', month: '3', year: '' },
  ])('sends null when a part is missing: %o', (parts) => {
    expect(birthDateToSend(parts)).toBeNull();
  });
  it('offers years from this year down to 1900 and days 1 to 31', () => {
    const years = birthYears(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(1900);
    expect(BIRTH_DAYS[0]).toBe(1);
    expect(BIRTH_DAYS[BIRTH_DAYS.length - 1]).toBe(31);
  });
  it('splits a stored date for the selects', () => {
    expect(splitBirthDate('2000-03-03')).toEqual({ day: '3', month: '3', year: '2000' });
    expect(splitBirthDate(null)).toEqual({ day: '', month: '', year: '' });
  });
});

it('spec 001 §5 "phone accepts digits only"', () => {
  expect(digitsOnly('07a12-34 5678')).toBe('0712345678');
});

describe('spec 001 §2 "The tab can be preselected through navigation state"', () => {
  it('reads {tab} or the tab name, else Action history', () => {
    expect(tabFromState({ tab: 'Drafted posts' })).toBe('Drafted posts');
    expect(tabFromState('Liked posts')).toBe('Liked posts');
    expect(tabFromState({ tab: 'Nope' })).toBe('Action history');
    expect(tabFromState(null)).toBe('Action history');
  });
});

describe('tab counts', () => {
  it('uses the server total when given, else what is loaded (+ when more pages exist)', () => {
    const a = linkRecord({ link_id: 1 });
    const b = linkRecord({ link_id: 2 });
    expect(listCount([{ items: [a], total: 12, next: 'p2' }])).toBe('12');
    expect(listCount([{ items: [a, b], total: null, next: null }])).toBe('2');
    expect(listCount([{ items: [a, b], total: null, next: 'p2' }])).toBe('2+');
    expect(listCount(undefined)).toBeUndefined();
  });
  it('keeps each post once across pages', () => {
    const a = linkRecord({ link_id: 1 });
    expect(
      uniqueLinks([
        { items: [a], total: null, next: 'p2' },
        { items: [a], total: null, next: null },
      ]),
    ).toHaveLength(1);
  });
});
