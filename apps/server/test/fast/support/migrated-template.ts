import type { TestProject } from 'vitest/node';
import { buildEmbeddedTemplates } from '../../support/database-templates.js';

/**
 * Global setup of the fast tier (docs/decisions/271): the migrations run once per run, into an
 * embedded PGlite whose files are dumped to a tarball; every test file starts from a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await buildEmbeddedTemplates(false);
  project.provide('databaseTemplates', built.templates);
  return built.remove;
}
