import { fastifyMultipart, type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Whether a hook is one of @fastify/multipart's disk-mode clean-ups (they call `cleanRequestFiles`). */
export const isDiskCleanupHook = (hook: unknown): boolean =>
  typeof hook === 'function' && hook.toString().includes('cleanRequestFiles');

function refuseDiskMode(): never {
  throw new Error('Uploads are read part by part (request.parts()); saving them to disk is off (decision 310).');
}

/**
 * @fastify/multipart as this app uses it: uploads read part by part (`request.parts()`), never saved
 * to temporary files (decision 310). The plugin's disk mode adds an async `onRequest` hook (a `close`
 * listener on every response) and an async `onResponse` hook to every request of the app, only to
 * remove files `saveRequestFiles()` may have written; without them a signed-in call runs two hooks
 * and two promises fewer. `saveRequestFiles` throws instead, so the clean-up cannot be needed.
 */
export function registerStreamedMultipart(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  const withoutDiskMode = new Proxy(app, {
    get(target, key) {
      if (key === 'addHook')
        return (name: string, hook: unknown) =>
          (name === 'onRequest' || name === 'onResponse') && isDiskCleanupHook(hook)
            ? target
            : (target.addHook as (n: string, h: unknown) => FastifyInstance)(name, hook);
      if (key === 'decorateRequest')
        return (name: string, value: unknown) =>
          target.decorateRequest(name, name === 'saveRequestFiles' ? refuseDiskMode : value);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  // Called on the app itself, as registering it through fastify-plugin would: its parser, decorators
  // and hooks are the whole app's.
  return new Promise((resolve, reject) =>
    fastifyMultipart(withoutDiskMode, options, (error?: Error) => (error ? reject(error) : resolve())),
  );
}
