import { createActorContext, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { isUplineRole, roleOf } from '../../machines/lib/storage';

/**
 * The root actor (machines/app.machine.ts) in React: src/app provides it with the features'
 * effects; components read its children narrowly.
 */
export const AppActor = createActorContext(appMachine);

type Children = SnapshotFrom<typeof appMachine>['children'];
type ChildId = Exclude<keyof Children, 'relay' | 'accountFeed'>;

/** One of the root actor's long-lived children (session, betSlip, search, …). */
export function useChild<K extends ChildId>(id: K): NonNullable<Children[K]> {
  const child = AppActor.useSelector((s) => s.children[id]);
  if (!child) throw new Error(`The root actor has no '${id}' child`);
  return child as NonNullable<Children[K]>;
}

/** The session as the shell shows it. */
export interface SessionView {
  loggedIn: boolean;
  blocked: boolean;
  busy: boolean;
  userName: string | null;
  /** Any level above bettors (operator, super master, master, agent): the profile menu offers the back office. */
  isUpline: boolean;
  /** The stored role (operator, super_master, master, agent, bettor); null when logged out. */
  role: string | null;
  token: string | null;
  loginError: string | null;
}

export function useSessionView(): SessionView {
  const session = useChild('session');
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn'));
  const blocked = useSelector(session, (s) => s.hasTag('blocked'));
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const userName = useSelector(session, (s) => s.context.userDetail?.data?.userName ?? null);
  const isUpline = useSelector(session, (s) => isUplineRole(s.context.userDetail));
  const role = useSelector(session, (s) => roleOf(s.context.userDetail));
  const token = useSelector(session, (s) => s.context.token);
  const loginError = useSelector(session, (s) => s.context.loginError);
  return { loggedIn, blocked, busy, userName: typeof userName === 'string' ? userName : null, isUpline, role, token, loginError };
}
