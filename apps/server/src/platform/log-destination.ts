import pino from 'pino';

/** The longest an asynchronous flush may hold shutdown up before what is left is written synchronously. */
const FLUSH_WAIT_MS = 2000;
/** Lines are handed to the writer this many characters at a time (about a dozen request lines)... */
const BATCH_CHARS = 4096;
/** ...or at least once a second, so a quiet server's lines still leave within a second. */
const HAND_OVER_MS = 1000;

export type LogDestination = {
  stream: pino.DestinationStream;
  /** Writes every buffered line and waits until those writes are done (graceful shutdown). */
  flush: () => Promise<void>;
  /** Writes every buffered line before returning (a fatal error, the process about to exit). */
  flushSync: () => void;
};

/**
 * Standard output written off the request path (decision 278): lines are buffered and written in
 * chunks by asynchronous writes (pino's sonic-boom), instead of one blocking write per line. They
 * reach sonic-boom in batches of 4 KB (decision 296): it counts the bytes of its whole pending
 * buffer at every write it is given, which cost more than the line's own formatting when every
 * line was given alone. Shutdown flushes what is left (main.ts); so does the process's exit.
 */
export function createLogDestination(fd = 1): LogDestination {
  // Each batch is written at once (minLength 1); a minLength of 0 would make flush() skip waiting for
  // the write in flight.
  const writer = pino.destination({ dest: fd, sync: false, minLength: 1 });
  let pending: string[] = [];
  let pendingChars = 0;
  const handOver = () => {
    if (pendingChars === 0) return;
    const text = pending.join('');
    pending = [];
    pendingChars = 0;
    writer.write(text);
  };
  setInterval(handOver, HAND_OVER_MS).unref();
  const flushSync = () => {
    handOver();
    try {
      writer.flushSync();
    } catch {
      // Standard output is closed, or was never opened: nothing can be written there any more.
    }
  };
  // pino flushes its writer on exit; the lines not yet handed to it are this module's to write.
  process.once('exit', flushSync);
  return {
    stream: {
      write(line: string) {
        pending.push(line);
        pendingChars += line.length;
        if (pendingChars >= BATCH_CHARS) handOver();
      },
    },
    flush: () =>
      new Promise<void>((resolve) => {
        handOver();
        const timer = setTimeout(done, FLUSH_WAIT_MS);
        function done() {
          clearTimeout(timer);
          flushSync();
          resolve();
        }
        // The callback's error (a pipe cannot be fsync'd) does not matter: the lines were written.
        writer.flush(() => done());
      }),
    flushSync,
  };
}
