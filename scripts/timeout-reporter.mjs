// A Vitest reporter beside the default one: prints a line the moment a test or hook fails by its timeout, so that
// scripts/stall-watchdog.mjs (--timeouts=N) can tell a browser that stopped running stories (every story after it
// timing out, one by one) from stories that fail. Vitest's own report gives the timeouts only at each file's end.
export const TIMED_OUT = 'timed out:';

export default class TimeoutReporter {
  onTestCaseResult(testCase) {
    const result = testCase.result();
    if (result.state !== 'failed') return;
    // Storybook's test runner puts a line to debug the story in Storybook before Vitest's own words.
    if (!result.errors?.some((error) => /(^|\n)(Test|Hook) timed out in \d+ms/.test(error.message ?? ''))) return;
    console.error(`${TIMED_OUT} ${testCase.module.moduleId} > ${testCase.fullName}`);
  }
}
