// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_LOADER, BOOT_LOADER_CSP_SOURCE, BOOT_SCRIPTS, holdBootScripts } from './boot-loader';
import { securityHeaders } from './app';

const entry = '<script type="module" crossorigin src="/assets/index-a.js"></script>';
const preloads = '<link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="modulepreload" crossorigin href="/assets/start-c.js">';
const page = `<!doctype html><html><head><meta charset="utf-8">${entry}${preloads}<style>p{}</style><link rel="stylesheet" href="/assets/x.css" disabled></head><body><div id="root"><p>Loading markets…</p></div></body></html>`;

describe('holdBootScripts', () => {
  it('moves the head’s module script and modulepreloads into the template, in order, and puts the loader last in the body', () => {
    const held = holdBootScripts(page);
    expect(held).toBe(
      `<!doctype html><html><head><meta charset="utf-8"><style>p{}</style><link rel="stylesheet" href="/assets/x.css" disabled><template id="${BOOT_SCRIPTS}">${entry}${preloads}</template></head><body><div id="root"><p>Loading markets…</p></div><script>${BOOT_LOADER}</script></body></html>`,
    );
  });

  it('leaves a page with no module script in its head as it was', () => {
    const plain = '<!doctype html><html><head><link rel="modulepreload" href="/a.js"></head><body><script type="module" src="/late.js"></script></body></html>';
    expect(holdBootScripts(plain)).toBe(plain);
  });
});

describe('the boot loader', () => {
  const frames: FrameRequestCallback[] = [];
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    frames.length = 0;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function load(visibility: DocumentVisibilityState) {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    document.head.innerHTML = `<template id="${BOOT_SCRIPTS}">${entry}${preloads}</template>`;
    // As the page runs it: the inline script's text, evaluated once the body is parsed.
    new Function(BOOT_LOADER)();
  }
  const scripts = () => [...document.head.querySelectorAll(':scope > script')];
  const links = () => [...document.head.querySelectorAll(':scope > link')].map((l) => l.getAttribute('href'));

  it('asks for nothing before the first frame, and for the entry and its preloads once it has painted', () => {
    load('visible');
    expect(scripts()).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]!(0); // the frame's callbacks run before its paint…
    expect(scripts()).toHaveLength(0);
    vi.runAllTimers(); // …the task after it, once it is on screen
    expect(links()).toEqual(['/assets/react-b.js', '/assets/start-c.js']);
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script!.getAttribute('type')).toBe('module');
    expect(script!.getAttribute('src')).toBe('/assets/index-a.js');
    expect(script!.hasAttribute('crossorigin')).toBe(true);
    // A new element, not the template's (which the parser marked as never to run).
    expect(document.getElementById(BOOT_SCRIPTS)!.innerHTML).toContain('index-a.js');
  });

  it('starts at once in a hidden tab, which paints no frames', () => {
    load('hidden');
    expect(frames).toHaveLength(0);
    expect(scripts()).toHaveLength(1);
    expect(links()).toHaveLength(2);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the loader by its hash, and no other inline script', () => {
    const directives = securityHeaders({}).contentSecurityPolicy.directives;
    const hash = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
    expect(BOOT_LOADER_CSP_SOURCE).toBe(hash);
    expect(directives.scriptSrc).toEqual(["'self'", hash]);
  });
});
