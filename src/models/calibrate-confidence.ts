/**
 * Maps a model's self-reported confidence onto our scale, where >= 0.80 means "cache for 30 days"
 * (the threshold itself belongs to the pipeline). Models are over-confident, and a cached wrong
 * answer is served to every customer for a month, so the mapping is deliberately conservative:
 *
 *   self-reported (s)        calibrated
 *   s >= 0.9                 0.80 + (s - 0.9) * 1.5     0.90 → 0.80, 0.95 → 0.875, 1.00 → 0.95
 *   0 <= s < 0.9             s * 0.75 / 0.9             0.89 → 0.74, 0.50 → 0.42 (never cached)
 *
 * - Capped at 0.95: a model answer never reaches the 0.99 of a fuzzy knowledge-base match.
 * - The gap between 0.75 and 0.80 keeps rounding from lifting a "< 0.9" answer into the cache.
 * - A model answering in percent (1 < s <= 100) is read as s / 100; anything else outside [0, 1]
 *   is not a confidence and the caller treats the item as a model error.
 *
 * Changing the 0.9 knee changes how many model answers get cached; the contract tests pin it.
 */
export function calibrateConfidence(selfReported: number): number | null {
  if (!Number.isFinite(selfReported) || selfReported < 0 || selfReported > 100) return null;
  const s = selfReported > 1 ? selfReported / 100 : selfReported;
  const calibrated = s >= 0.9 ? 0.8 + (s - 0.9) * 1.5 : (s * 0.75) / 0.9;
  return Math.round(Math.min(0.95, calibrated) * 100) / 100;
}
