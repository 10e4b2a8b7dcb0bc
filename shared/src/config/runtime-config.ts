/**
 * The runtime config: where the API, the websockets and each remote live. The
 * shell fetches it at start, so deploying a remote never means rebuilding the shell.
 */
export interface RuntimeConfig {
  /** Base URL of the API, ending in a slash, e.g. `http://localhost:4000/api/`. */
  apiBaseUrl: string;
  /** Base URL of the websockets, e.g. `ws://localhost:4000`. */
  wsBaseUrl: string;
  /** Federation name of each remote → URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
  /**
   * The share of visitors (0–1) whose pages report field health, decided per visitor and day;
   * TELEMETRY_SAMPLE at build time, 0.1 when absent.
   */
  telemetrySample?: number;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Checks the shape of a parsed config.json and says which field is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeConfigError('config.json must be a JSON object');
  }
  const { apiBaseUrl, wsBaseUrl, remotes, telemetrySample } = value as Record<string, unknown>;
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl.endsWith('/')) {
    throw new RuntimeConfigError('config.json: apiBaseUrl must be a URL ending in "/"');
  }
  if (typeof wsBaseUrl !== 'string') {
    throw new RuntimeConfigError('config.json: wsBaseUrl must be a URL');
  }
  if (!isRecordOfStrings(remotes)) {
    throw new RuntimeConfigError('config.json: remotes must map each remote name to its manifest URL');
  }
  if (
    telemetrySample !== undefined &&
    (typeof telemetrySample !== 'number' || !(telemetrySample >= 0 && telemetrySample <= 1))
  ) {
    throw new RuntimeConfigError('config.json: telemetrySample must be a number from 0 to 1');
  }
  return { apiBaseUrl, wsBaseUrl, remotes, ...(telemetrySample === undefined ? {} : { telemetrySample }) };
}

let active: Pick<RuntimeConfig, 'apiBaseUrl' | 'wsBaseUrl'> = { apiBaseUrl: '/api/', wsBaseUrl: '' };

/** Makes a loaded config the page's config (the shell does this once at start). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  active = { apiBaseUrl: config.apiBaseUrl, wsBaseUrl: config.wsBaseUrl };
}

/**
 * Points every API call of the page at one API (from config.json, or an integrator's parcel
 * props). Kept here rather than in the client so that setting it does not download axios.
 */
export function setApiBaseUrl(baseUrl: string): void {
  active = { ...active, apiBaseUrl: baseUrl };
}

export function apiBaseUrl(): string {
  return active.apiBaseUrl;
}

/** Base URL of the websockets, e.g. `ws://localhost:4000`; empty when none is configured. */
export function wsBaseUrl(): string {
  return active.wsBaseUrl;
}
