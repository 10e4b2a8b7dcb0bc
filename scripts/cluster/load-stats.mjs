// What the load generator records and how it sums it up: every answer's latency by request
// kind, every answer that was not the expected one (with its time, so a scenario can ask "after
// the first second of the fault, did anything fail?"), and requests per second.

/** The value at percentile `p` (0–100) of an ascending array; NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Latency figures (ms) of a list of samples. */
export function latencyFigures(samples) {
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/** At most this many unexpected answers are kept in full (the counts are always exact). */
const KEPT_OUTCOMES = 5_000;

export class Recorder {
  constructor() {
    this.startedAt = Date.now();
    this.endedAt = undefined;
    /** kind -> latencies in ms */
    this.latencies = new Map();
    /** kind -> status -> count */
    this.statuses = new Map();
    /** Answers that were not the expected one: { at, kind, status, ms, detail, retryAfter }. */
    this.unexpected = [];
    this.unexpectedCount = 0;
    /** 503s that said when to come back (the database is down): expected during an outage. */
    this.unavailable = [];
    this.total = 0;
  }

  /** `outcome`: 'ok' (the expected answer), 'unavailable' (503 + Retry-After) or 'failed'. */
  record(kind, answer, outcome) {
    this.total += 1;
    let samples = this.latencies.get(kind);
    if (!samples) this.latencies.set(kind, (samples = []));
    samples.push(answer.ms);
    let byStatus = this.statuses.get(kind);
    if (!byStatus) this.statuses.set(kind, (byStatus = new Map()));
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    if (outcome === 'ok') return;
    const kept = {
      at: answer.at,
      kind,
      status: answer.status,
      ms: Math.round(answer.ms),
      retryAfter: answer.headers?.['retry-after'],
      detail: answer.error ?? summary(answer.body),
    };
    const list = outcome === 'unavailable' ? this.unavailable : this.unexpected;
    if (outcome === 'failed') this.unexpectedCount += 1;
    if (list.length < KEPT_OUTCOMES) list.push(kept);
  }

  stop() {
    this.endedAt = Date.now();
  }

  report() {
    const endedAt = this.endedAt ?? Date.now();
    const seconds = Math.max(0.001, (endedAt - this.startedAt) / 1000);
    const kinds = {};
    const all = [];
    for (const [kind, samples] of this.latencies) {
      for (const sample of samples) all.push(sample);
      kinds[kind] = {
        ...latencyFigures(samples),
        statuses: Object.fromEntries(this.statuses.get(kind) ?? []),
      };
    }
    return {
      startedAt: this.startedAt,
      endedAt,
      seconds,
      requests: this.total,
      requestsPerSecond: this.total / seconds,
      latency: latencyFigures(all),
      kinds,
      failed: this.unexpectedCount,
      unexpected: this.unexpected,
      unavailable: this.unavailable,
    };
  }
}

function summary(body) {
  if (body === undefined || body === null) return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.slice(0, 200);
}
