import type { AreaContract } from '../src/federation/area-contract';

/** The contract of the remote whose folder is `dir`, read from its TypeScript program. */
export function areaContract(dir: string): AreaContract;
