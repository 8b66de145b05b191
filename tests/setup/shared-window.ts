import { vi } from 'vitest';

/**
 * What a window of its own would start a test file with, for the projects whose files share one window
 * (`isolate: false` in vite.config.ts: jsdom, and the stories in Chromium): empty local and session
 * storage, no cookies, real timers, nothing stubbed.
 */
export function forgetEarlierFiles(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
