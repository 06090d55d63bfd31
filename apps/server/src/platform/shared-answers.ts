import { serializerCompiler } from 'fastify-type-provider-zod';

/** Answers that one cache hands to many callers: frozen all the way down, so they cannot change. */
const sharedAnswers = new WeakSet<object>();

/**
 * Marks an answer a cache will hand to many callers (decision 243): it is frozen, nested objects
 * too, so that a route may keep its checked and serialised text for as long as the object lives.
 * A caller that tried to change it would fail loudly instead of changing it for everyone.
 */
export function shareAnswer<T extends object>(answer: T): T {
  freezeDeep(answer);
  sharedAnswers.add(answer);
  return answer;
}

function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

type SerializerCompiler = (routeSchema: Parameters<typeof serializerCompiler>[0]) => (data: unknown) => string;

/**
 * Fastify's serializer for the zod response schemas, with one shortcut: a shared answer is checked
 * against the route's schema and serialised once, then its text is reused for every caller it is
 * handed to (one map per route, since two routes may declare different schemas for the same object).
 */
export const sharedAnswerSerializerCompiler: SerializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !sharedAnswers.has(data)) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
};
