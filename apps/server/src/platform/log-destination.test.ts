import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createLogDestination } from './log-destination.js';

/** A destination writing to a file of its own, and the lines it holds so far. */
function fileDestination() {
  const file = join(mkdtempSync(join(tmpdir(), 'taxlens-log-destination-')), 'out.log');
  const destination = createLogDestination(openSync(file, 'w'));
  const written = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return { destination, written };
}

const line = (n: number) => `{"n":${n},"pad":"${'x'.repeat(300)}"}\n`;

it('writes every line, in order, once flushed', async () => {
  const { destination, written } = fileDestination();
  for (let n = 0; n < 1000; n++) destination.stream.write(line(n));
  await destination.flush();
  expect(written().map((text) => (JSON.parse(text) as { n: number }).n)).toEqual([...Array(1000).keys()]);
});

it("writes a quiet server's last lines within a second", async () => {
  const { destination, written } = fileDestination();
  destination.stream.write(line(1));
  destination.stream.write(line(2));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(written()).toHaveLength(2);
  destination.flushSync();
});
