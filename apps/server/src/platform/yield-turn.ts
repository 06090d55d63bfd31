/**
 * Lets the event loop serve what waits (other requests, timers) before the next slice of long work.
 * On the embedded database one session serves everybody: long work goes in short slices with a
 * turn between them, so a call waits behind one slice, never behind the whole job (decision 276).
 */
export const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
