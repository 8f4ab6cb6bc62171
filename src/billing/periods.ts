/** Usage periods are UTC calendar days and months (SPEC §6: "next UTC midnight"). */
export function dayPeriod(now: number): string {
  return `day:${new Date(now).toISOString().slice(0, 10)}`;
}

export function monthPeriod(now: number): string {
  return `month:${new Date(now).toISOString().slice(0, 7)}`;
}

export function secondsUntilNextUtcDay(now: number): number {
  const date = new Date(now);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now) / 1000));
}

export function secondsUntilNextUtcMonth(now: number): number {
  const date = new Date(now);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now) / 1000));
}
