/** `topmostSubform[0].Page1[0].f1_6[0]` -> `f1_6`: the official form's field names without their XFA path. */
export const shortName = (full: string) => (full.split('.').pop() ?? full).replace(/\[\d+\]$/, '');
