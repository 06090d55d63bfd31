// One formatter per kind of value, used by the web app, mails, CSV and PDFs alike (docs/decisions/154, 158).
export * from './time.js';
export { hasUsZoneClock } from './us-zone-clock.js';
export * from './money.js';
export * from './tax-id.js';
export * from './validation-sentence.js';
export * from './labels.js';
