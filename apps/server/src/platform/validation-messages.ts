import {
  describeValidationIssue,
  ERROR_KEYS,
  type ErrorMessage,
  labelFromPath,
  type ValidationIssue,
} from '@taxlens/contracts';
import { z } from 'zod';
import { AppError } from './errors.js';

// Turns validation failures into the one error shape (docs/decisions/157): a sentence with the
// field's label (and the limit of a size rule) in `value`, the field's path and the rule's code in
// their own properties. Labels come from the contracts' field definitions (`text('First name', ...)`
// registers its label as the schema's title); a field without one is named from its path.

type Node = z.core.$ZodType;

/** The schemas a value at `node` may be checked by, looking through wrappers (optional, default, pipes...). */
function layers(node: Node | undefined): Node[] {
  const out: Node[] = [];
  const seen = new Set<Node>();
  const visit = (n: Node | undefined) => {
    if (!n || seen.has(n) || out.length > 20) return;
    seen.add(n);
    out.push(n);
    const def = n._zod.def as unknown as Record<string, unknown> & { type: string };
    if ('innerType' in def) visit(def.innerType as Node);
    if (def.type === 'pipe') {
      visit(def.in as Node);
      visit(def.out as Node);
    }
    if (def.type === 'lazy') visit((def.getter as () => Node)());
    if (def.type === 'union') for (const option of def.options as Node[]) visit(option);
    if (def.type === 'intersection') {
      visit(def.left as Node);
      visit(def.right as Node);
    }
  };
  visit(node);
  return out;
}

function child(node: Node, key: PropertyKey): Node | undefined {
  for (const layer of layers(node)) {
    const def = layer._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object' && typeof key === 'string' && (def.shape as Record<string, Node>)[key])
      return (def.shape as Record<string, Node>)[key];
    if (def.type === 'array') return def.element as Node;
    if (def.type === 'record') return def.valueType as Node;
    if (def.type === 'tuple' && typeof key === 'number') return (def.items as Node[])[key];
  }
  return undefined;
}

const titleOf = (node: Node) => (z.globalRegistry.get(node) as { title?: string } | undefined)?.title;

/** The label the contracts give the field at `path` of `schema`, if any. */
export function labelAt(schema: unknown, path: readonly PropertyKey[]): string | undefined {
  let node = schema instanceof z.ZodType ? (schema as Node) : undefined;
  for (const key of path) node = node ? child(node, key) : undefined;
  if (!node) return undefined;
  for (const layer of layers(node)) {
    const title = titleOf(layer);
    if (title) return title;
  }
  return undefined;
}

export type PathIssue = ValidationIssue & { path: readonly PropertyKey[] };

/** One message per failed rule: `{ key, value: sentence, field: 'body.firstName', code: 'too_big' }`. */
export function describeValidationFailure(
  issues: readonly PathIssue[],
  where: string,
  schema: unknown,
): ErrorMessage[] {
  return issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? p.toString() : p));
    const label = labelAt(schema, issue.path) ?? labelFromPath(path.length ? path : [where]);
    const field = [where, ...path.map(String)].filter(Boolean).join('.');
    return { key: ERROR_KEYS.validation, value: describeValidationIssue(issue, label), field, code: issue.code };
  });
}

/** A value checked by a schema outside Fastify's own validation (a multipart part's JSON): 400 with the sentences. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError(400, describeValidationFailure(parsed.error.issues, where, schema));
}
