import { addStartScripts } from './start-scripts';

const scripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML =
    '<script type="application/json" id="engage-preloads">{"signedIn":[],"feed-picture":"/feed-picture.1a2b3c4d.js"}</script>';
});

it("adds the feed picture's script on the feed for a signed-in user", () => {
  localStorage.setItem('token', 'access');
  addStartScripts('/consumer');
  expect(scripts()).toEqual(['/feed-picture.1a2b3c4d.js']);
});

it('adds it on no other page, and not for a visitor', () => {
  addStartScripts('/consumer');
  addStartScripts('/signin');
  localStorage.setItem('token', 'access');
  addStartScripts('/consumer/payments');
  addStartScripts('/signin');
  expect(scripts()).toEqual([]);
});
