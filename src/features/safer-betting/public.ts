/** What the app and other features use of safer betting (issue #47): the reality check's dialog and effects, the header's session clock. */
export { RealityCheckDialog, SessionClock } from './reality-check';
export { provideRealityCheck } from './provide-reality-check';
