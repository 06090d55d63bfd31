export type ImportFiles = { file: File; forms: File | null };
export type ReadOptions = { encoding?: string | null; sheet?: string | null };

// The files behind each import uploaded in this tab, so another sheet or encoding can be read
// without choosing them again (the server keeps only the rows it read).
const uploadedFiles = new Map<string, ImportFiles>();
export const rememberFiles = (id: string, files: ImportFiles) => uploadedFiles.set(id, files);
export const filesOf = (id: string) => uploadedFiles.get(id) ?? null;
