/**
 * @jest-environment node
 *
 * The contract a remote's build writes is read from its TypeScript program: a route the feed
 * picks at run time from a typed union (each engagement's own route) is listed, and a word the
 * source merely spells like a route name (a message key, a tab) is not.
 */
import path from 'node:path';
import { areaContract } from '../area-contract.cjs';
import { repoRoot } from '../apps.cjs';

jest.setTimeout(120_000);

it('lists the routes the feed chooses at run time, and the events it listens to', () => {
  const contract = areaContract(path.join(repoRoot, 'mf-feed'));
  expect(contract.apiRoutes).toEqual(expect.arrayContaining(['feed', 'youtubeSub', 'twitterRetweet', 'youtubeView']));
  expect(contract.events.length).toBeGreaterThan(0);
  expect(contract.shared).toMatch(/^\d+\.\d+\.\d+$/);
});

it('does not list a word that only looks like a route name', () => {
  const contract = areaContract(path.join(repoRoot, 'mf-affiliate'));
  expect(contract.apiRoutes).toEqual(['affiliate', 'affiliateWithdraw']);
});
