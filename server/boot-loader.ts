import { createHash } from 'node:crypto';

/**
 * The id of the inert <template> in the built pages' head that holds the entry's <script type="module">
 * and the modulepreloads Vite writes for its static imports (scripts/preload-landing.ts moves them there).
 */
export const BOOT_SCRIPTS = 'boot-scripts';

/**
 * The one inline script of the built pages (at the end of <body>): once the page's HTML has painted — the
 * boot shell, home's first screen, a market's server-drawn first screen — it moves the held scripts into
 * the head, so the entry and the frameworks (~195 KiB brotli) are asked for only then. In the head they were
 * fetched while the HTML was still being parsed, on a phone's slow link sharing the wire with the page's
 * own bytes, and whenever they had arrived before the first paint, Lighthouse's simulated phone counted
 * them all as needed for it (its LCP graph keeps every request that ended before the observed paint):
 * home's and a market's LCP were ~2.2 s though the page painted at once (bench/README.md, Web).
 *
 * The script element is made anew (one parsed inside a template would not run); its attributes are the
 * held one's. A hidden tab paints no frames, so it starts at once. Written by hand as plain ES5: it runs
 * before any bundle, and the Content-Security-Policy allows it by its hash (BOOT_LOADER_CSP_SOURCE).
 */
export const BOOT_LOADER = [
  '(function () {',
  `  var held = document.getElementById(${JSON.stringify(BOOT_SCRIPTS)});`,
  '  if (!held) return;',
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  '    var nodes = held.content.children, scripts = [];',
  '    for (var i = 0; i < nodes.length; i++) {',
  "      if (nodes[i].tagName !== 'SCRIPT') { document.head.appendChild(nodes[i].cloneNode(true)); continue; }",
  "      var script = document.createElement('script');",
  '      for (var j = 0; j < nodes[i].attributes.length; j++) script.setAttribute(nodes[i].attributes[j].name, nodes[i].attributes[j].value);',
  '      scripts.push(script);',
  '    }',
  '    for (var k = 0; k < scripts.length; k++) document.head.appendChild(scripts[k]);',
  '  }',
  "  if (document.visibilityState === 'hidden') start();",
  '  else requestAnimationFrame(function () { setTimeout(start, 0); });',
  '})();',
].join('\n');

/** The Content-Security-Policy source that allows BOOT_LOADER as an inline script (server/app.ts). */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/**
 * A built page with its head's module scripts and modulepreloads moved into the BOOT_SCRIPTS template
 * and BOOT_LOADER before `</body>`. A page whose head names no module script is returned as it was.
 */
export function holdBootScripts(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const held: string[] = [];
  const head = html.slice(0, headEnd).replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, (tag) => {
    held.push(tag);
    return '';
  });
  if (!held.some((tag) => tag.startsWith('<script'))) return html;
  const rest = html.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('holdBootScripts: the page has no </body>');
  return `${head}<template id="${BOOT_SCRIPTS}">${held.join('')}</template>${rest.slice(0, bodyEnd)}<script>${BOOT_LOADER}</script>${rest.slice(bodyEnd)}`;
}
