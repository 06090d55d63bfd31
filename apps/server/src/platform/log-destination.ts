import pino from 'pino';

/** The longest an asynchronous flush may hold shutdown up before what is left is written synchronously. */
const FLUSH_WAIT_MS = 2000;

export type LogDestination = {
  stream: pino.DestinationStream;
  /** Writes every buffered line and waits until those writes are done (graceful shutdown). */
  flush: () => Promise<void>;
  /** Writes every buffered line before returning (a fatal error, the process about to exit). */
  flushSync: () => void;
};

/**
 * Standard output written off the request path (decision 278): lines are buffered and written in 4 KB
 * chunks by asynchronous writes, instead of one blocking write per line. A quiet server's lines
 * still leave within a second (periodicFlush); shutdown flushes what is left (main.ts), and pino
 * flushes synchronously on process exit as well.
 */
export function createLogDestination(fd = 1): LogDestination {
  const stream = pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: 1000 });
  const flushSync = () => {
    try {
      stream.flushSync();
    } catch {
      // Standard output is closed, or was never opened: nothing can be written there any more.
    }
  };
  return {
    stream,
    flush: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, FLUSH_WAIT_MS);
        function done() {
          clearTimeout(timer);
          flushSync();
          resolve();
        }
        // The callback's error (a pipe cannot be fsync'd) does not matter: the lines were written.
        stream.flush(() => done());
      }),
    flushSync,
  };
}
