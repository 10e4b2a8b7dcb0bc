// Types of scenarios.mjs for the TypeScript test that runs them (e2e/src/cluster.e2e.test.ts).

/** The part of a running cluster (cluster.mjs `startCluster`) the scenarios use. */
export interface ClusterInstance {
  id: string | number;
  port: number;
  pid: number | undefined;
  /** What it printed last (cluster.mjs keeps it). */
  output?(): string;
  running: boolean;
  kill(signal?: NodeJS.Signals): Promise<unknown>;
  stop(): Promise<unknown>;
  start(): Promise<unknown>;
}

export interface ProvenCluster {
  apiUrl: string;
  wsUrl: string;
  instances: ClusterInstance[];
  addInstance(): Promise<unknown>;
  postgres?: { url: string; stop(): Promise<unknown>; start(): Promise<unknown> } | null;
}

/** A sentence an operator would recognise, whether it held, and what was seen. */
export interface Check {
  what: string;
  ok: boolean;
  detail: string;
}

export interface ScenarioResult {
  name: string;
  figures: Record<string, unknown>;
  checks: Check[];
}

export interface Proof {
  cluster: ProvenCluster;
  close(): Promise<void>;
}

export declare const LOGIN_ATTEMPTS_PER_MINUTE: number;

export declare function openProof(
  cluster: ProvenCluster,
  options?: {
    consumers?: number;
    producers?: number;
    withdrawers?: number;
    databaseUrl?: string;
    log?: (line: string) => void;
  },
): Promise<Proof>;

export declare function soak(
  proof: Proof,
  options: { seconds: number; rate: number; settleWithinMs?: number },
): Promise<ScenarioResult>;

export declare function killInstance(
  proof: Proof,
  options: { rate: number; afterSeconds: number; settleWithinMs: number },
): Promise<ScenarioResult>;

export declare function restartPostgres(
  proof: Proof,
  options: { rate: number; downSeconds: number; settleWithinMs: number; fullServiceWithinMs?: number },
): Promise<ScenarioResult>;

export declare function rollingRestart(
  proof: Proof,
  options: { rate: number; settleWithinMs?: number },
): Promise<ScenarioResult>;

export declare function scale(
  proof: Proof,
  options: { seconds: number; warmupSeconds: number; connections: number; counts?: number[] },
): Promise<ScenarioResult>;
