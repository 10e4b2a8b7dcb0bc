/**
 * Short counts for likes, targets and reached counts.
 * Spec 000 §9 "Numbers abbreviated in K, M, B"; spec 001 §9 "Numbers shown in short form."
 */

const UNITS = [
  { value: 1_000_000_000, suffix: 'B' },
  { value: 1_000_000, suffix: 'M' },
  { value: 1_000, suffix: 'K' },
] as const;

/**
 * Spec 000 §9 "Numbers abbreviated in K, M, B": `999` → `'999'`, `1500` → `'1.5K'`,
 * `2000000` → `'2M'`, `3400000000` → `'3.4B'`. One decimal at most, truncated rather than
 * rounded, so a count is never shown larger than it is (999 999 → `'999.9K'`, not `'1000K'`).
 * Counts below 1000 are shown whole; a non-finite value shows `'0'`.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (const unit of UNITS) {
    if (abs >= unit.value) {
      // Divide by a tenth of the unit first: for integers this is exact before flooring.
      const tenths = Math.floor(abs / (unit.value / 10));
      return `${sign}${tenths / 10}${unit.suffix}`;
    }
  }
  return `${sign}${Math.floor(abs)}`;
}
