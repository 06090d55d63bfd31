// The mark is read and written by its repository (docs/decisions/269); this path stays for its callers and tests.
export { holdsDemoData, markDemoData } from './demo-data-mark-repo.js';
