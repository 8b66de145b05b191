import { beforeAll } from 'vitest';
import { forgetEarlierFiles } from './shared-window';

// The story files share one page in Chromium (`isolate: false` in vite.config.ts): one document and one
// module cache, not a fresh iframe per file (CI: 453 s → about 260 s here). Each file starts with what a
// page of its own would have: empty storage, no cookies, real timers. What the shared document keeps is
// the stylesheets every earlier file loaded, as the app's one page keeps every chunk's: a module's style
// that reaches outside its own classes shows up here as it would in the app (scripts/css-modules.test.ts).
beforeAll(() => {
  forgetEarlierFiles();
});
