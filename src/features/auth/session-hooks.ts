import { SessionActor } from '@/app/actors';

/** The session as the shell shows it. */
export interface SessionView {
  loggedIn: boolean;
  blocked: boolean;
  busy: boolean;
  userName: string | null;
  token: string | null;
  loginError: string | null;
}

export function useSessionView(): SessionView {
  const loggedIn = SessionActor.useSelector((s) => s.hasTag('loggedIn'));
  const blocked = SessionActor.useSelector((s) => s.hasTag('blocked'));
  const busy = SessionActor.useSelector((s) => s.hasTag('busy'));
  const userName = SessionActor.useSelector((s) => s.context.userDetail?.data?.userName ?? null);
  const token = SessionActor.useSelector((s) => s.context.token);
  const loginError = SessionActor.useSelector((s) => s.context.loginError);
  return { loggedIn, blocked, busy, userName: typeof userName === 'string' ? userName : null, token, loginError };
}
