export interface AppEntry {
  dir: string;
  name: string;
  port: number;
  /** false: an integrator may not mount it (the operator console). */
  embeddable?: boolean;
}
export declare const repoRoot: string;
export declare const remotes: AppEntry[];
export declare const embeddableRemotes: AppEntry[];
export declare const shell: AppEntry;
export declare const integrator: AppEntry;
export declare const apiPort: number;
export declare const browserApps: AppEntry[];
export declare function appDir(app: AppEntry): string;
export declare function localRuntimeConfig(host?: string): {
  apiBaseUrl: string;
  wsBaseUrl: string;
  remotes: Record<string, string>;
};
export declare function localApiEnvironment(host?: string): {
  PORT: string;
  HOST: string;
  APP_URL: string;
  CORS_ORIGINS: string;
};
