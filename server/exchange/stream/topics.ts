/**
 * The stream's topics as a client names them, and the hub topic each one is for a user: one rule for
 * the WebSocket stream (socket.ts) and the bus snapshot route (snapshot-route.ts). Public topics are
 * `market:<id>`, `score:<eventId>`, `event:<eventId>` and `product:<name>` (PRODUCT_NAMES); private ones are the token owner's own (`orders` →
 * `orders:<userId>`), so a client never names, nor learns, another user's topic.
 */
import { PRODUCT_NAMES } from '../../contract/change-stream';
import type { AuthUser } from '../auth/sessions';

/** Every topic a client may ask for. */
export const CLIENT_TOPIC = new RegExp(`^(market|score|event):[A-Za-z0-9._-]{1,64}$|^product:(${PRODUCT_NAMES.join('|')})$|^(orders|balance|banking|downline|risk|ticker)$`);

const PRIVATE_TOPICS = new Set(['orders', 'balance', 'banking', 'downline', 'risk', 'ticker']);
/** The back office's live risk book and bet ticker (service/risk-book-live.ts): uplines only. */
const BACKOFFICE_TOPICS = new Set(['risk', 'ticker']);

export function isPrivateTopic(topic: string): boolean {
  return PRIVATE_TOPICS.has(topic);
}

/** A user's private hub topic as privateHubTopic names it (`balance:u-1`, `downline:*`). */
export function isPrivateHubTopic(topic: string): boolean {
  const colon = topic.indexOf(':');
  return colon > 0 && colon < topic.length - 1 && topic.length <= 200 && PRIVATE_TOPICS.has(topic.slice(0, colon));
}

export type TopicRefusal = { code: 'PERMISSION_DENIED'; message: string };

/**
 * The hub topic of a private client topic for `user` (`downline` of an operator: everyone's), or why
 * the user may not have it.
 */
export function privateHubTopic(topic: string, user: AuthUser): string | TopicRefusal {
  if (topic === 'downline' && user.role === 'bettor') return { code: 'PERMISSION_DENIED', message: 'Only agents and operators see a downline' };
  if (BACKOFFICE_TOPICS.has(topic) && user.role === 'bettor') return { code: 'PERMISSION_DENIED', message: 'The back office is for uplines only' };
  return topic === 'downline' && user.role === 'operator' ? 'downline:*' : `${topic}:${user.userId}`;
}
