import { useState } from 'react';

/**
 * True from the first render in which `flag` is true, for good: a part whose code is fetched when first wanted (a
 * drawer, a dialog, the toasts) stays mounted afterwards, so its closing still animates. Derived during render
 * (React's pattern for state that follows a prop), so the part mounts in the same commit as the flag.
 */
export function useHasBeenTrue(flag: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(flag);
  if (flag && !hasBeen) setHasBeen(true);
  return hasBeen;
}
