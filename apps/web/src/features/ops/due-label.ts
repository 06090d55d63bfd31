/** How long until a report is due, or how long it is overdue: '3h 20m left', 'Overdue by 2d 4h'. */
export function describeDue(dueAt: string | null, now: Date): { text: string; overdue: boolean } {
  if (!dueAt) return { text: 'No due time', overdue: false };
  const ms = new Date(dueAt).getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const span = days > 0 ? `${days}d ${hours}h` : `${hours}h ${mins}m`;
  return ms < 0 ? { text: `Overdue by ${span}`, overdue: true } : { text: `${span} left`, overdue: false };
}
