import {
  checkPostLink,
  detectPlatform,
  isAcceptedPostLink,
  isHiddenFromFeed,
  isShortVideoUrl,
  taskTitle,
  truncateText,
  validateShortVideoUrl,
} from './platform-links';

describe('detectPlatform — spec 001 §5 "the button enables when the URL matches YouTube, TikTok, Instagram, Facebook or X/Twitter"', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['m.youtube.com/shorts/abc', 'youtube'],
    ['https://www.tiktok.com/@user/video/7234567890123456789', 'tiktok'],
    ['https://vm.tiktok.com/ZMabc123/', 'tiktok'],
    ['https://www.instagram.com/p/Cabc123/', 'instagram'],
    ['https://www.facebook.com/somepage/posts/123', 'facebook'],
    ['https://fb.watch/abc/', 'facebook'],
    ['https://twitter.com/jack/status/20', 'twitter'],
    ['https://x.com/jack/status/20', 'twitter'],
    ['HTTPS://MOBILE.TWITTER.COM/jack', 'twitter'],
  ])('%s → %s', (url, platform) => {
    expect(detectPlatform(url)).toBe(platform);
  });

  it('does not match look-alike hosts or non-links', () => {
    expect(detectPlatform('https://notyoutube.com/watch?v=x')).toBeNull();
    expect(detectPlatform('https://youtube.com.evil.example/watch')).toBeNull();
    expect(detectPlatform('https://example.com/?u=https://x.com/a')).toBeNull();
    expect(detectPlatform('javascript:alert(1)//youtube.com')).toBeNull();
    expect(detectPlatform('just some text')).toBeNull();
    expect(detectPlatform('')).toBeNull();
  });
});

describe('checkPostLink / isAcceptedPostLink — spec 001 §5 "only YouTube and X/Twitter are accepted"', () => {
  const message =
    'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.';

  it('accepts YouTube and X/Twitter links with their posting platform', () => {
    expect(checkPostLink('https://youtu.be/dQw4w9WgXcQ')).toEqual({ ok: true, platform: 'youtube' });
    expect(checkPostLink('https://x.com/jack/status/20')).toEqual({ ok: true, platform: 'twitter' });
    expect(isAcceptedPostLink('https://twitter.com/jack')).toBe(true);
  });

  it('refuses TikTok, Instagram, Facebook and anything else with the spec message', () => {
    for (const url of [
      'https://www.tiktok.com/@u/video/1',
      'https://instagram.com/p/x',
      'https://facebook.com/x',
      'nope',
    ]) {
      expect(checkPostLink(url)).toEqual({ ok: false, reason: 'unsupported', message });
      expect(isAcceptedPostLink(url)).toBe(false);
    }
  });

  it('refuses a YouTube link that names no video or channel with spec 000 §5 "Invalid YouTube URL."', () => {
    for (const url of [
      'https://youtu.be/',
      'https://youtu.be/?si=abc',
      'https://www.youtube.com/watch?v=',
      'youtube.com',
    ]) {
      expect(checkPostLink(url)).toEqual({ ok: false, reason: 'invalid-youtube', message: 'Invalid YouTube URL.' });
    }
    expect(checkPostLink('https://www.youtube.com/@engage').ok).toBe(true);
    expect(checkPostLink('https://www.youtube.com/shorts/dQw4w9WgXcQ').ok).toBe(true);
  });
});

describe('isShortVideoUrl — spec 001 §5 "Reels accept only short-video URLs (YouTube Shorts, Instagram Reels, TikTok); others give \'Unsupported video format\'"', () => {
  it.each([
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ?feature=share',
    'https://www.instagram.com/reel/Cabc123/',
    'https://www.instagram.com/reels/Cabc123/',
    'https://www.tiktok.com/@user/video/7234567890123456789',
    'https://vm.tiktok.com/ZMabc123/',
  ])('accepts %s', (url) => {
    expect(isShortVideoUrl(url)).toBe(true);
    expect(validateShortVideoUrl(url)).toBeNull();
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.instagram.com/p/Cabc123/',
    'https://www.tiktok.com/@user',
    'https://x.com/jack/status/20',
    'https://example.com/shorts/abc',
  ])("rejects %s with 'Unsupported video format'", (url) => {
    expect(isShortVideoUrl(url)).toBe(false);
    expect(validateShortVideoUrl(url)).toBe('Unsupported video format');
  });
});

describe('isHiddenFromFeed — spec 000 §2 "Tasks whose link contains /shorts/ or /reels/ are hidden."', () => {
  it('hides /shorts/ and /reels/ links', () => {
    expect(isHiddenFromFeed('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(true);
    expect(isHiddenFromFeed('https://www.instagram.com/reels/Cabc123/')).toBe(true);
  });

  it('keeps every other link', () => {
    expect(isHiddenFromFeed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isHiddenFromFeed('https://www.instagram.com/reel/Cabc123/')).toBe(false); // the spec says /reels/
  });
});

describe('truncateText — spec 000 §2 "description (truncated to 120 characters with more / show less)"', () => {
  it('keeps a text of at most 120 characters unchanged', () => {
    const text = 'a'.repeat(120);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts a longer text to 120 characters and marks the cut', () => {
    const cut = truncateText('b'.repeat(121));
    expect(cut).toBe(`${'b'.repeat(120)}...`);
  });

  it('counts an emoji as one character and drops trailing spaces before the mark', () => {
    expect(truncateText('😀😀😀😀', 3)).toBe('😀😀😀...');
    expect(truncateText('ab cd', 3)).toBe('ab...');
  });
});

describe('taskTitle — spec 001 §9 "Action labels: YouTube Views/Likes/Comments/Subscribers; X Followers; Post Likes/Comments/Retweets."', () => {
  it.each([
    ['youtube', 'Views', 'YouTube Views'],
    ['youtube', 'Likes', 'YouTube Likes'],
    ['youtube', 'Comments', 'YouTube Comments'],
    ['youtube', 'Subscribers', 'YouTube Subscribers'],
    ['twitter', 'Followers', 'X Followers'],
    ['twitter', 'Likes', 'Post Likes'],
    ['twitter', 'Comments', 'Post Comments'],
    ['twitter', 'Retweets', 'Post Retweets'],
  ] as const)('%s + %s → %s', (platform, actionType, title) => {
    expect(taskTitle(platform, actionType)).toBe(title);
  });

  it('titles the platforms and actions the spec does not name', () => {
    expect(taskTitle('youtube', 'View')).toBe('YouTube Views');
    expect(taskTitle('twitter', 'Bookmark')).toBe('Post Bookmarks');
    expect(taskTitle('instagram', 'Likes')).toBe('Instagram Likes');
    expect(taskTitle('facebook', 'Followers')).toBe('Facebook Followers');
    expect(taskTitle('tiktok', 'Views')).toBe('TikTok Views');
  });
});
