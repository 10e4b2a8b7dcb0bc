/** Field-health figures in the units teams read; a dash where nothing was reported. */
import { t } from '../messages';

export const seconds = (ms: number | null) => (ms === null ? '—' : t('seconds', { value: (ms / 1000).toFixed(2) }));
export const millis = (ms: number | null) => (ms === null ? '—' : t('millis', { value: String(Math.round(ms)) }));
export const score = (value: number | null) => (value === null ? '—' : value.toFixed(3));
/** Errors per 1,000 page views. */
export const rate = (value: number | null) => (value === null ? '—' : value.toFixed(1));
