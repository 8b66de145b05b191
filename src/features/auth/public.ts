/** What other features use of auth: the two-step sign-in panels (the account area's Two-step sign-in page). */
export { CodeForm, EnrolmentPanel, RecoveryCodesPanel } from './two-step-views';
