import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { securityHeaders } from './app';

/** Where `npm start` serves the built Storybook (storybook-static/, from `npm run build-storybook`). */
export const STORYBOOK_PREFIX = '/storybook';

/**
 * The headers of /storybook/ only: the app's (securityHeaders) with what a built Storybook needs.
 * Its index.html and iframe.html carry inline scripts (Storybook's globals), and the manager shows
 * each story in an <iframe> of this same origin, so scripts may be inline and the pages may be framed
 * by this origin (frame-ancestors 'self', X-Frame-Options SAMEORIGIN) — never by another site.
 * The app's pages keep their stricter policy: this applies under /storybook/ and nowhere else.
 */
export function storybookSecurityHeaders(app: ReturnType<typeof securityHeaders>) {
  return {
    ...app,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...app.contentSecurityPolicy.directives,
        scriptSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' as const },
  };
}

/**
 * Serves the built Storybook at /storybook/ when `dir` holds one (its index.html); does nothing
 * otherwise, so /storybook/ is then a 404 like any unknown path outside the app's pages.
 * Files are revalidated on every use (a rebuild is picked up at once); a missing file is a 404.
 */
export async function registerStorybook(app: FastifyInstance, dir: string | undefined, appHeaders: ReturnType<typeof securityHeaders>): Promise<boolean> {
  if (!dir || !existsSync(path.join(dir, 'index.html'))) return false;
  const applyHeaders = helmet(storybookSecurityHeaders(appHeaders));
  await app.register(
    async (scope) => {
      // Runs after the app-wide onRequest hook, replacing its headers on this path only.
      scope.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
      await scope.register(fastifyStatic, {
        root: dir,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        setHeaders: (reply: FastifyReply) => reply.header('cache-control', 'no-cache'),
      });
      // `/storybook` itself: the manager's relative URLs need the trailing slash.
      scope.get('', (_request, reply) => reply.redirect(`${STORYBOOK_PREFIX}/`, 301));
      scope.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } }),
      );
    },
    { prefix: STORYBOOK_PREFIX },
  );
  return true;
}
