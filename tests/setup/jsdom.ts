import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// The jsdom project runs its files in shared workers (`isolate: false` in vite.config.ts): one window and one
// module cache per worker, not one per file, about ten times faster. Each file still starts from an empty page
// and empty storage, with real timers and nothing stubbed, as it would in a window of its own.
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
});
