import {
  BIO_MAX_CHARS,
  CONNECTABLE_PLATFORMS,
  COPIED_STATE_MS,
  DATE_LOCALE,
  DEFAULT_CURRENCY,
  DEFAULT_SCHEDULE_MINIMUM,
  EXPERIENCE_LEVELS,
  FEED_DESCRIPTION_PREVIEW_CHARS,
  FEED_TABS,
  FOOTER_COLLAPSE_MS,
  INFINITE_SCROLL_THRESHOLD,
  INTERACTION_LABELS,
  INTEREST_CHOICES,
  KENYAN_COUNTIES,
  LOCATION_AUTOCOMPLETE,
  MAX_TOASTS,
  MIN_POST_TAGS,
  MIN_SPEND_KES,
  MIN_WATCH_TIME_SECONDS,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MENU_VERSION_LABEL,
  NEW_POST_DEFAULTS,
  PASSWORD_MIN_LENGTH,
  POST_DESCRIPTION_MAX_WORDS,
  CARD_DESCRIPTION_PREVIEW_WORDS,
  PROFILE_DEFAULTS,
  SCHEDULE_MINIMUM_OPTIONS,
  TIMEZONE,
  TOAST_DURATION_MS,
  TRANSACTIONS_PER_PAGE,
  UNREAD_TAB_FLAGS,
  VERSION_LABEL,
  WATCH_VISIBILITY_THRESHOLD,
  WITHDRAWAL_FREQUENCIES,
  YOUTUBE_PLAYER_HEIGHT,
  referralLink,
} from './constants';

describe('spec 000 §9 business constants', () => {
  it('"Minimum watch time for a view payout: 30 seconds ... Stopping threshold: under 50% ... Infinite-scroll threshold 0.5."', () => {
    expect(MIN_WATCH_TIME_SECONDS).toBe(30);
    expect(WATCH_VISIBILITY_THRESHOLD).toBe(0.5);
    expect(INFINITE_SCROLL_THRESHOLD).toBe(0.5);
  });

  it('"Password minimum 8 characters. Mobile breakpoint 768px. Footer auto-collapse 10 seconds. YouTube player height 220 on mobile, 400 otherwise."', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(FOOTER_COLLAPSE_MS).toBe(10_000);
    expect(YOUTUBE_PLAYER_HEIGHT).toEqual({ mobile: 220, desktop: 400 });
  });

  it('"Toasts: error and blank 4000 ms, success 2000 ms, loading no limit, at most 20 at once. Share confirmation 3 seconds. Description preview 120 characters."', () => {
    expect(TOAST_DURATION_MS).toEqual({ error: 4000, blank: 4000, success: 2000, loading: false });
    expect(MAX_TOASTS).toBe(20);
    expect(COPIED_STATE_MS).toBe(3000);
    expect(FEED_DESCRIPTION_PREVIEW_CHARS).toBe(120);
  });

  it('"Tab flags: home, clips, alerts, wallet. Connectable platforms: Youtube, Twitter, Instagram. Interaction labels: ..."', () => {
    expect(UNREAD_TAB_FLAGS).toEqual(['home', 'clips', 'alerts', 'wallet']);
    expect(CONNECTABLE_PLATFORMS.map((p) => p.label)).toEqual(['Youtube', 'Twitter', 'Instagram']);
    expect(CONNECTABLE_PLATFORMS.map((p) => p.value)).toEqual(['youtube', 'twitter', 'instagram']);
    expect(INTERACTION_LABELS).toEqual(['Subscribers', 'Followers', 'Likes', 'Comments', 'Retweets', 'Views']);
  });

  it('"Timezone Africa/Nairobi; date locale en-KE. Default currency KES." and "Version label v1.0.1 (v1.0.0 in the mobile menu)."', () => {
    expect(TIMEZONE).toBe('Africa/Nairobi');
    expect(DATE_LOCALE).toBe('en-KE');
    expect(DEFAULT_CURRENCY).toBe('KES');
    expect(VERSION_LABEL).toBe('v1.0.1');
    expect(MOBILE_MENU_VERSION_LABEL).toBe('v1.0.0');
  });

  it('spec 000 §2 "Tabs: All, YOUTUBE, Twitter, INSTAGRAM, TIKTOK, FACEBOOK."', () => {
    expect(FEED_TABS.map((t) => t.label)).toEqual(['All', 'YOUTUBE', 'Twitter', 'INSTAGRAM', 'TIKTOK', 'FACEBOOK']);
  });
});

describe('spec 001 §9 business constants', () => {
  it('"Schedule: frequencies weekly, monthly; minimum options 1000, 5000, 10000, 25000 (default 1000)."', () => {
    expect(WITHDRAWAL_FREQUENCIES).toEqual(['weekly', 'monthly']);
    expect(SCHEDULE_MINIMUM_OPTIONS).toEqual([1000, 5000, 10000, 25000]);
    expect(DEFAULT_SCHEDULE_MINIMUM).toBe(1000);
  });

  it('"Transaction table: 5 rows per page."', () => {
    expect(TRANSACTIONS_PER_PAGE).toBe(5);
  });

  it('"Bio 250 characters; post description 100 words; card description preview 100 words; at least 2 tags; minimum amount KES 1000; autocomplete max 8 suggestions after 2 characters."', () => {
    expect(BIO_MAX_CHARS).toBe(250);
    expect(POST_DESCRIPTION_MAX_WORDS).toBe(100);
    expect(CARD_DESCRIPTION_PREVIEW_WORDS).toBe(100);
    expect(MIN_POST_TAGS).toBe(2);
    expect(MIN_SPEND_KES).toBe(1000);
    expect(LOCATION_AUTOCOMPLETE).toEqual({ minChars: 2, maxSuggestions: 8 });
  });

  it("\"New form defaults: amount 1500 KES, target 100, country 'Anywhere'. Profile defaults: location 'Nairobi, Kenya', visibility public.\"", () => {
    expect(NEW_POST_DEFAULTS).toEqual({ amount: 1500, target: 100, country: 'Anywhere' });
    expect(PROFILE_DEFAULTS).toEqual({ location: 'Nairobi, Kenya', visibility: 'public' });
  });

  it('"Referral link form: {app host}/ref?code={user_id}."', () => {
    expect(referralLink('https://engage.example', 17)).toBe('https://engage.example/ref?code=17');
    expect(referralLink('http://localhost:3000/', '42')).toBe('http://localhost:3000/ref?code=42');
  });

  it('§2 "fixed choices Football, Movies, Cinema, Valleyball" and "experience level cards (Entry Level, Intermediate, Expert)"', () => {
    expect(INTEREST_CHOICES).toEqual(['Football', 'Movies', 'Cinema', 'Valleyball']);
    expect(EXPERIENCE_LEVELS).toEqual(['Entry Level', 'Intermediate', 'Expert']);
  });
});

describe('KENYAN_COUNTIES', () => {
  // spec 001 §3 "a Kenyan county list (code 0 Everywhere, then 47 counties from Mombasa to Nairobi)"
  it('starts with code 0 Everywhere, then 47 counties from Mombasa (1) to Nairobi (47)', () => {
    expect(KENYAN_COUNTIES).toHaveLength(48);
    expect(KENYAN_COUNTIES[0]).toEqual({ code: 0, name: 'Everywhere' });
    expect(KENYAN_COUNTIES[1]).toEqual({ code: 1, name: 'Mombasa' });
    expect(KENYAN_COUNTIES[47]).toEqual({ code: 47, name: 'Nairobi' });
  });

  it('uses consecutive official codes and unique names', () => {
    KENYAN_COUNTIES.forEach((county, index) => expect(county.code).toBe(index));
    expect(new Set(KENYAN_COUNTIES.map((c) => c.name)).size).toBe(48);
    // spot checks against the official order
    expect(KENYAN_COUNTIES[22]?.name).toBe('Kiambu');
    expect(KENYAN_COUNTIES[32]?.name).toBe('Nakuru');
    expect(KENYAN_COUNTIES[42]?.name).toBe('Kisumu');
  });
});
