import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { forgetEarlierFiles } from './shared-window';

// The jsdom project runs its files in shared workers (`isolate: false` in vite.config.ts): one window and one
// module cache per worker, not one per file, about ten times faster. Each file still starts from an empty page
// and empty storage, with real timers and nothing stubbed, as it would in a window of its own.
beforeAll(() => {
  forgetEarlierFiles();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
});
