export function isoTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
