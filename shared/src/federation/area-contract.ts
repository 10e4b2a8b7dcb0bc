/**
 * What an area was built against, so a shell can refuse an area that would not
 * fit it instead of crashing at run time: shell and areas deploy separately and may run
 * different versions for a while.
 *
 * The build writes each remote's contract (`tooling/area-contract.mjs`): the version of
 * `@engage/shared` it was built with, the bus events it publishes or listens to and the API
 * routes it calls, read from its program by the TypeScript compiler. An area's `./App` re-exports it as `contract`:
 *
 *   export { builtContract as contract } from '@engage/shared/federation/area-contract';
 *
 * The shell checks it with `contractProblem` (shell/src/areas/contract-check.ts) before it mounts the area.
 */
export interface AreaContract {
  /** The `@engage/shared` version the area was built with. */
  shared: string;
  /** Bus events the area publishes or listens to. */
  events: string[];
  /** Names in the API route table (`apiRoutes`) that the area calls. */
  apiRoutes: string[];
}

declare const __ENGAGE_AREA_CONTRACT__: AreaContract | undefined;
declare const __ENGAGE_SHARED_VERSION__: string | undefined;

/** This bundle's contract, written by the build; null where no build wrote one (unit tests). */
export const builtContract: AreaContract | null =
  typeof __ENGAGE_AREA_CONTRACT__ === 'undefined' ? null : __ENGAGE_AREA_CONTRACT__;

/** The `@engage/shared` version this bundle was built with. */
export const sharedVersion: string =
  typeof __ENGAGE_SHARED_VERSION__ === 'undefined' ? '0.0.0' : __ENGAGE_SHARED_VERSION__;
