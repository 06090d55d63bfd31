import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver for a form whose fields are not the request body itself (a date for an ISO time, a
 * text area for a list): it builds the body from the fields and checks it with the server's own
 * schema, so both sides refuse the same input. Each issue is shown on the field it came from
 * (`fieldOf`, by default the body's top-level name); the submit handler receives the checked body.
 */
export function bodyResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  fieldOf: (path: PropertyKey[]) => string | undefined = (path) =>
    path[0] === undefined ? undefined : String(path[0]),
): Resolver<V, unknown, z.output<S>> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = fieldOf(issue.path);
      if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
