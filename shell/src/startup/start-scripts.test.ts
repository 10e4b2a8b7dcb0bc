import { afterFeedPicture } from '../feed-picture/feed-picture-host';
import { addStartScripts, preloadStartupFiles } from './start-scripts';

const scripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  delete window.engageFeedPicture;
  localStorage.clear();
  document.head.innerHTML =
    '<script type="application/json" id="engage-preloads">{"startup":["/main-chunk.js","/bootstrap.css"],"signedIn":[],"feed-picture":"/feed-picture.1a2b3c4d.js"}</script>';
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

it("holds the shell's start for the picture, and lets it go when the picture's script fails", () => {
  localStorage.setItem('token', 'access');
  addStartScripts('/consumer');
  const start = jest.fn();
  afterFeedPicture(start);
  expect(start).not.toHaveBeenCalled();
  document.head.querySelector('script[src]')?.dispatchEvent(new Event('error'));
  expect(start).toHaveBeenCalledTimes(1);
});

it("asks for a signed-in user's picture before the start-up files, and for those on every page", () => {
  const asked = () =>
    [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('script[src], link')].map(
      (element) =>
        `${element.getAttribute('as') ?? 'run'} ${element.getAttribute('src') ?? element.getAttribute('href')}`,
    );
  localStorage.setItem('token', 'access');
  addStartScripts('/consumer');
  preloadStartupFiles();
  expect(asked()).toEqual(['run /feed-picture.1a2b3c4d.js', 'script /main-chunk.js', 'style /bootstrap.css']);

  localStorage.clear();
  document.head.querySelectorAll('script[src], link').forEach((element) => element.remove());
  addStartScripts('/signin');
  preloadStartupFiles();
  expect(asked()).toEqual(['script /main-chunk.js', 'style /bootstrap.css']);
});
