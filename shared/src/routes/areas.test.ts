/**
 * An area's name lives in three lists that different tools read: the route table (browser),
 * `tooling/apps.cjs` (build, start, dev, benchmarks, e2e) and the root `tsconfig.json`
 * (type checking). This test keeps them in agreement, so a new area cannot be half-added.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes, repoRoot } from '@engage/tooling/apps';
import { areaNames, areaRoutes } from '@engage/shared/paths';

const snakeCase = (dir: string) => dir.replace(/-/g, '_');

it('names the same areas in the route table and in the apps list, in the same order', () => {
  expect(remotes.map((remote) => remote.name)).toEqual([...areaNames]);
});

it('gives each area a folder named after it, with its own package and build', () => {
  for (const remote of remotes) {
    expect(snakeCase(remote.dir)).toBe(remote.name);
    expect(existsSync(path.join(repoRoot, remote.dir, 'package.json'))).toBe(true);
    expect(existsSync(path.join(repoRoot, remote.dir, 'webpack.config.js'))).toBe(true);
  }
});

it('type-checks every area (the root tsconfig references each folder)', () => {
  const tsconfig = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')) as {
    references: { path: string }[];
  };
  const referenced = tsconfig.references.map((reference) => reference.path);
  for (const remote of remotes) expect(referenced).toContain(remote.dir);
});

it('gives every area at least one route and every route a known area', () => {
  for (const area of areaNames) expect(areaRoutes.some((route) => route.area === area)).toBe(true);
  for (const route of areaRoutes) expect([...areaNames, 'shell']).toContain(route.area);
});

it('gives each app its own port', () => {
  const ports = remotes.map((remote) => remote.port);
  expect(new Set(ports).size).toBe(ports.length);
});
