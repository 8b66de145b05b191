/**
 * The ONE way tests sign in as an account with two-step sign-in (docs/security.md "Two-step sign-in"):
 * the demo's staff (operator, supermaster, master, agent) are enrolled with DEMO_TOTP_SECRET, and an
 * account a test creates at a level above bettors enrols at its first sign-in here. Codes are computed
 * with otpauth. A code is good once per 30-second step, so each code handed out takes a step of the
 * account nobody has used yet (the step before now while it is still safely inside the window, now,
 * the next one) and waits for the next step when all three are taken.
 */
import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '../../server/exchange/db/seed-two-factor';

export { DEMO_TOTP_SECRET };
export const DEMO_STAFF = ['operator', 'supermaster', 'master', 'agent'] as const;
export const TEST_PASSWORD = 'demo-password';
const PERIOD_MS = 30_000;
/** Room a code for the step before now must still have when handed out (the request's time to arrive). */
const SAFETY_MS = 5_000;

const secrets = new Map<string, string>(DEMO_STAFF.map((name) => [name, DEMO_TOTP_SECRET]));
const usedSteps = new Map<string, Set<number>>();

/** The TOTP secret the tests know for `userName` (the demo's, or one this helper enrolled). */
export function secretOf(userName: string): string {
  const secret = secrets.get(userName);
  if (!secret) throw new Error(`tests/support/two-factor: no TOTP secret known for ${userName}`);
  return secret;
}

/** Records a secret an account was enrolled with outside signIn (a test enrolling through the UI). */
export function rememberSecret(userName: string, secret: string): void {
  secrets.set(userName, secret);
  usedSteps.delete(userName);
}

/** Forget what the tests know of an account (its factor was reset). */
export function forgetSecret(userName: string): void {
  secrets.delete(userName);
  usedSteps.delete(userName);
}

const codeAt = (secret: string, step: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000, secret: Secret.fromBase32(secret) }).generate({ timestamp: step * PERIOD_MS });

/** A TOTP code of `userName` no earlier call has handed out (waits for the next step when the window is spent). */
export async function nextCode(userName: string, secret = secretOf(userName)): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    const candidates = [...(now - step * PERIOD_MS < PERIOD_MS - SAFETY_MS ? [step - 1] : []), step, step + 1];
    const used = usedSteps.get(userName) ?? new Set<number>();
    usedSteps.set(userName, used);
    const free = candidates.find((s) => !used.has(s));
    if (free !== undefined) {
      used.add(free);
      return codeAt(secret, free);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - now + 50));
  }
}

/** POSTs a JSON body to an exchange REST path (`/auth/login`, …) and answers the parsed JSON reply. */
export type RestPost = (path: string, body: Record<string, unknown>) => Promise<unknown>;

interface SignInReply {
  data?: { token?: string; userDetail?: unknown; challenge?: { code: string; challengeId: string }; recoveryCodes?: string[] };
  error?: { code: string; message: string };
}

/**
 * Signs in over REST through every step: the password, then a TOTP code (TWO_FACTOR_REQUIRED) or an
 * enrolment (TWO_FACTOR_ENROL_REQUIRED: the new secret is kept for later sign-ins). Answers the last
 * reply, `{ data: { token, userDetail } }` on success, or the refusal as the exchange gave it.
 */
export async function signInRest(post: RestPost, userName: string, password = TEST_PASSWORD): Promise<SignInReply> {
  const first = (await post('/auth/login', { userName, password })) as SignInReply;
  const challenge = first.data?.challenge;
  if (!challenge) return first;
  if (challenge.code === 'TWO_FACTOR_REQUIRED') {
    return (await post('/auth/two-factor/verify', { challengeId: challenge.challengeId, code: await nextCode(userName) })) as SignInReply;
  }
  const enrolment = (await post('/auth/two-factor/enrolment', { challengeId: challenge.challengeId })) as { data?: { secret: string }; error?: unknown };
  if (!enrolment.data) return enrolment as SignInReply;
  rememberSecret(userName, enrolment.data.secret);
  return (await post('/auth/two-factor/enrol', { challengeId: challenge.challengeId, code: await nextCode(userName) })) as SignInReply;
}

/** signInRest's token; throws with the exchange's refusal when there is none. */
export async function signInToken(post: RestPost, userName: string, password = TEST_PASSWORD): Promise<string> {
  const reply = await signInRest(post, userName, password);
  if (!reply.data?.token) throw new Error(`sign-in as ${userName} failed: ${JSON.stringify(reply.error ?? reply)}`);
  return reply.data.token;
}

/** Runs a GraphQL operation (query text, variables) and answers `{ data, errors }`. */
export type GraphqlCall = (query: string, variables: Record<string, unknown>) => Promise<{ data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;

const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token userDetail { userName isLogin role } challenge { code challengeId } } }';
const VERIFY = 'mutation($c: ID!, $code: String!) { verifyTwoFactor(challengeId: $c, code: $code) { token userDetail { userName isLogin role } } }';
const START = 'mutation($c: ID) { startTwoFactorEnrolment(challengeId: $c) { challengeId secret } }';
const CONFIRM = 'mutation($c: ID!, $code: String!) { confirmTwoFactorEnrolment(challengeId: $c, code: $code) { recoveryCodes login { token userDetail { userName isLogin role } } } }';

export interface GraphqlSignIn {
  token: string;
  userDetail: { userName: string; isLogin: number; role: string };
}

/** Signs in through the gateway's mutations, every step (as signInRest); throws on a refusal. */
export async function signInGraphql(call: GraphqlCall, userName: string, password = TEST_PASSWORD): Promise<GraphqlSignIn> {
  const fail = (step: string, res: Awaited<ReturnType<GraphqlCall>>) => new Error(`sign-in as ${userName} (${step}) failed: ${JSON.stringify(res.errors ?? res.data)}`);
  const first = await call(LOGIN, { u: userName, p: password });
  const login = first.data?.login as { token: string | null; userDetail: GraphqlSignIn['userDetail'] | null; challenge: { code: string; challengeId: string } | null } | undefined;
  if (!login) throw fail('login', first);
  if (login.token && login.userDetail) return { token: login.token, userDetail: login.userDetail };
  const challenge = login.challenge!;
  if (challenge.code === 'TWO_FACTOR_REQUIRED') {
    const res = await call(VERIFY, { c: challenge.challengeId, code: await nextCode(userName) });
    const verified = res.data?.verifyTwoFactor as GraphqlSignIn | undefined;
    if (!verified) throw fail('code', res);
    return verified;
  }
  const started = await call(START, { c: challenge.challengeId });
  const secret = (started.data?.startTwoFactorEnrolment as { secret: string } | undefined)?.secret;
  if (!secret) throw fail('enrolment', started);
  rememberSecret(userName, secret);
  const res = await call(CONFIRM, { c: challenge.challengeId, code: await nextCode(userName) });
  const confirmed = (res.data?.confirmTwoFactorEnrolment as { login: GraphqlSignIn | null } | undefined)?.login;
  if (!confirmed) throw fail('enrol', res);
  return confirmed;
}

/** A RestPost over HTTP to a running server's exchange API (`${baseUrl}/api${path}`). */
export function restOver(baseUrl: string, headers: Record<string, string> = {}): RestPost {
  return async (path, body) => {
    const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return res.json();
  };
}
