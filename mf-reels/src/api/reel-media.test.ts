import { playsAsReel } from './reel-media';

it.each([
  ['a YouTube Short', 'https://www.youtube.com/shorts/aBcDeFgHiJk', true],
  ['an Instagram reel', 'https://www.instagram.com/reel/Cabc/', true],
  ['a TikTok video', 'https://www.tiktok.com/@a/video/7300000000001', true],
  ['the sandbox media of the API', 'http://localhost:4000/api/sandbox/media/engage-demo.webm', true],
  ['a YouTube watch link', 'https://www.youtube.com/watch?v=aBcDeFgHiJk', false],
  ['a Facebook reel', 'https://www.facebook.com/reels/1012/', false],
  ['another file on the API', 'http://localhost:4000/api/sandbox/media/../users/login/', false],
  ['not a link', 'engage-demo.webm', false],
])('%s: %s', (_case, url, plays) => {
  expect(playsAsReel(url)).toBe(plays);
});
