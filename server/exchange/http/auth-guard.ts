import type { FastifyRequest } from 'fastify';
import { sessionCache } from '../auth/session-cache';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { ApiError } from './errors';

export function bearerToken(request: FastifyRequest): string | null {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** 401 INVALID_SESSION_INFORMATION unless the request carries a live token. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<AuthUser> {
  return userOfToken(db, bearerToken(request));
}

/** Betting and banking: a blocked user (isLogin 0) is refused with 403 PERMISSION_DENIED. */
export async function requireActiveUser(db: Db, request: FastifyRequest): Promise<AuthUser> {
  return activeUserOfToken(db, bearerToken(request));
}

/** requireUser for a bearer token already taken from its request (HTTP or an in-process call, direct.ts). */
export async function userOfToken(db: Db, token: string | null): Promise<AuthUser> {
  if (!token) throw new ApiError(401, 'INVALID_SESSION_INFORMATION', 'A bearer token is required');
  const user = await sessionCache(db).userFor(token);
  if (!user) throw new ApiError(401, 'INVALID_SESSION_INFORMATION', 'The session has expired or was revoked');
  return user;
}

/** requireActiveUser for a bearer token already taken from its request. */
export async function activeUserOfToken(db: Db, token: string | null): Promise<AuthUser> {
  const user = await userOfToken(db, token);
  if (user.isLogin === 0) throw new ApiError(403, 'PERMISSION_DENIED', 'This account is blocked: please contact your upline');
  return user;
}

/** Placing a bet: a user whose upline locked betting (issue #32) is refused with 403 BETTING_LOCKED. */
export async function bettingUserOfToken(db: Db, token: string | null): Promise<AuthUser> {
  const user = await activeUserOfToken(db, token);
  if (user.bettingLocked) throw new ApiError(403, 'BETTING_LOCKED', 'Betting is locked on this account: please contact your upline');
  return user;
}

/** Upline and operator calls. */
export async function requireRole(db: Db, request: FastifyRequest, roles: AuthUser['role'][]): Promise<AuthUser> {
  const user = await requireActiveUser(db, request);
  if (!roles.includes(user.role)) throw new ApiError(403, 'PERMISSION_DENIED', `This call needs the role ${roles.join(' or ')}`);
  return user;
}
