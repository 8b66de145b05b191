/**
 * A market page's first load comes with its first screen drawn by the server (server/first-screen.ts,
 * from render.tsx): the page inside the boot shell's bars, from the same query answer the page will
 * read. This is what both sides agree on, and the client's half: the router shows the drawn nodes
 * themselves while the app loads (instead of the boot shell), and the route's loader writes the answer
 * into the cache instead of asking the gateway for it again. Not hydration: nothing drawn is
 * interactive, and the page's first render replaces it.
 */

/** The attribute of the element in #root that holds the drawn first screen. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** The id of the `<script type="application/json">` with the query answer it was drawn from. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What the server sends beside the markup. */
export interface FirstScreenData {
  /** The path it drew. */
  path: string;
  operationName: string;
  variables: Record<string, unknown>;
  /** The operation's `data`, as the gateway answered it (with __typename, as Apollo asks). */
  data: unknown;
  /** How the site writes money (its moneyLocale setting): what the markup was drawn in, and the app's first render uses. */
  moneyLocale?: string;
}

/** The drawn first screen, read from the document before React replaces #root. */
export interface FirstScreen {
  path: string;
  /** The money locale it was drawn in, when the server said. */
  moneyLocale?: string | undefined;
  /** The drawn element's children: React's first render empties #root, and the router's fallback puts them back. */
  nodes: readonly Node[];
  /** The answer for this operation and these variables, once; afterwards (or for any other) undefined. */
  take(operationName: string, variables: Record<string, unknown>): unknown;
}

/** The JSON for the data script: `<`, U+2028 and U+2029 escaped, so no string in it can end the script or the line. */
export function firstScreenJson(data: FirstScreenData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const sameVariables = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a).sort();
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

const isData = (value: unknown): value is FirstScreenData => {
  const v = value as Partial<FirstScreenData> | null;
  return !!v && typeof v.path === 'string' && typeof v.operationName === 'string' && !!v.variables && typeof v.variables === 'object' && 'data' in v;
};

/** The first screen the server drew into this document, or null (any other page, or nothing usable). */
export function readFirstScreen(doc: Document): FirstScreen | null {
  const element = doc.querySelector(`#root > [${FIRST_SCREEN_ATTRIBUTE}]`);
  const script = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element || !script) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent ?? '');
  } catch {
    return null;
  }
  if (!isData(parsed)) return null;
  let answer: FirstScreenData | null = parsed;
  return {
    path: parsed.path,
    moneyLocale: typeof parsed.moneyLocale === 'string' ? parsed.moneyLocale : undefined,
    nodes: Array.from(element.childNodes),
    take(operationName, variables) {
      if (!answer || answer.operationName !== operationName || !sameVariables(answer.variables, variables)) return undefined;
      const { data } = answer;
      answer = null;
      return data;
    },
  };
}
