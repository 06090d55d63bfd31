// The test-mode module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createTestModeCompletionJob } from './complete-test-reports.js';
export { TEST_TAX_IDS, transcriptsOfPeriods } from './scenario-transcripts.js';
