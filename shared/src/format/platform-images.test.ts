import { isPlatformImageUrl } from './platform-images';

test.each([
  'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  'https://i9.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
  'https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg',
  'https://pbs.twimg.com/media/FxYz.jpg',
  'https://abs.twimg.com/sticky/default_profile_images/default_profile.png',
])('takes %s', (address) => expect(isPlatformImageUrl(address)).toBe(true));

test.each([
  'http://i.ytimg.com/vi/x/hqdefault.jpg',
  'https://i.ytimg.com.evil.example/x.jpg',
  'https://evil.example/i.ytimg.com/x.jpg',
  'https://user@pbs.twimg.com/x.jpg',
  'https://pbs.twimg.com:8443/x.jpg',
  'https://i10.ytimg.com/x.jpg',
  'https://tracker.example/pixel.gif',
  'javascript:alert(1)',
  'not a url',
])('refuses %s', (address) => expect(isPlatformImageUrl(address)).toBe(false));
