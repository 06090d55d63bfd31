let counter = 0;

/** A process-wide counter, so default names, usernames and tax ids never collide between tests. */
export function nextSequence(): number {
  counter += 1;
  return counter;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
