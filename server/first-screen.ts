import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExecutionResult } from 'graphql';
import type { ClientInfo } from './forwarding';

/**
 * Where the build puts a first screen's parts, inside the static directory (scripts/first-screen-build.ts):
 * a dot-directory, which the static files are never served from.
 */
export const FIRST_SCREEN_DIR = '.first-screen';
/** The renderer: src/app/first-screen/render.tsx built for Node. */
export const FIRST_SCREEN_MODULE = 'render.mjs';
/** index.html with the first screen's stylesheets inlined and FIRST_SCREEN_SLOT where #root's boot shell was. */
export const FIRST_SCREEN_TEMPLATE = 'page.html';
export const FIRST_SCREEN_SLOT = '<!--first-screen-->';

/** What the renderer module exports (render.tsx). */
export interface FirstScreenRenderer {
  firstScreenFor(pathname: string): {
    operationName: string;
    query: string;
    variables: Record<string, unknown>;
    render(data: unknown, moneyLocale?: string): string | null;
  } | null;
}

/** The site's money locale (a site setting), asked beside each page's query: the gateway caches it per site. */
export const MONEY_LOCALE_QUERY = 'query FirstScreenMoneyLocale { themeConfig { moneyLocale } }';

/** Runs the page's query in-process (the gateway's `query`). */
export type RunQuery = (query: string, variables: Record<string, unknown>, client: ClientInfo) => Promise<ExecutionResult>;

export interface FirstScreens {
  /**
   * The HTML of `pathname`'s first load with its first screen drawn from its query's answer, or null:
   * a page without one, a query that failed (no such event, the exchange unreachable), took longer than
   * FIRST_SCREEN_TIMEOUT_MS, or drew nothing.
   * The caller then sends index.html, and the app loads the page as it does any other.
   */
  html(pathname: string, client: ClientInfo): Promise<string | null>;
}

/** How long a first load waits for its first screen's query before it is sent index.html instead. */
export const FIRST_SCREEN_TIMEOUT_MS = 1000;

/** The query's answer, or null once `ms` have passed (the query is left to finish on its own). */
async function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** First screens from a renderer and the page template (both from the build). */
export function createFirstScreens(renderer: FirstScreenRenderer, template: string, run: RunQuery, timeoutMs = FIRST_SCREEN_TIMEOUT_MS): FirstScreens {
  if (!template.includes(FIRST_SCREEN_SLOT)) throw new Error(`first screen template has no ${FIRST_SCREEN_SLOT} slot`);
  return {
    async html(pathname, client) {
      const page = renderer.firstScreenFor(pathname);
      if (!page) return null;
      const [result, locale] = await Promise.all([
        within(timeoutMs, run(page.query, page.variables, client)),
        // Without an answer the page is drawn in the default locale (the app adopts the site's when its theme arrives).
        within(timeoutMs, run(MONEY_LOCALE_QUERY, {}, client)).catch(() => null),
      ]);
      if (!result || result.errors?.length || !result.data) return null;
      const moneyLocale = (locale?.data as { themeConfig?: { moneyLocale?: string } } | undefined)?.themeConfig?.moneyLocale;
      const drawn = page.render(result.data, moneyLocale);
      return drawn === null ? null : template.replace(FIRST_SCREEN_SLOT, () => drawn);
    },
  };
}

/** The build's first screens in `staticDir`, or null when the build has none (a build without them, or no build). */
export async function loadFirstScreens(staticDir: string, run: RunQuery): Promise<FirstScreens | null> {
  const dir = path.join(staticDir, FIRST_SCREEN_DIR);
  const modulePath = path.join(dir, FIRST_SCREEN_MODULE);
  const templatePath = path.join(dir, FIRST_SCREEN_TEMPLATE);
  if (!existsSync(modulePath) || !existsSync(templatePath)) return null;
  const renderer = (await import(pathToFileURL(modulePath).href)) as FirstScreenRenderer;
  if (typeof renderer.firstScreenFor !== 'function') throw new Error(`${modulePath} exports no firstScreenFor()`);
  return createFirstScreens(renderer, readFileSync(templatePath, 'utf8'), run);
}
