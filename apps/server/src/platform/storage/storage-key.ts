import { randomUUID } from 'node:crypto';

/**
 * A new storage key: a folder and a random name, never anything a user typed (DESIGN.md "Uploads").
 * The one place keys are made, so every folder's files look alike to cleanup and the orphan sweep.
 */
export const newStorageKey = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`;
