import type { ExchangeServices } from './context';
import { balanceView } from './funds';
import type { BankingRequestView } from '../../contract/banking';

export type { BankingRequestView };


/** Stream topic of everything that happens to one user's banking requests. */
export const bankingTopic = (userId: string) => `banking:${userId}`;
/** Stream topic of the banking requests of an agent's downline. */
export const downlineTopic = (agentUserId: string) => `downline:${agentUserId}`;
/** Operators see every request. */
export const ALL_DOWNLINES_TOPIC = 'downline:*';

/** After a commit: a user's balance changed (deposit approved, withdrawal held or paid, transfer, reward). */
export async function publishBalance(services: ExchangeServices, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) services.hub.publish(`balance:${userId}`, await balanceView(services, userId));
}

/** After a commit: a request was made or decided — to its owner, their upline and the operators. */
export function publishBankingRequest(services: ExchangeServices, request: BankingRequestView, owner: { userId: string; uplineId: string | null }): void {
  services.hub.publish(bankingTopic(owner.userId), request);
  if (owner.uplineId) services.hub.publish(downlineTopic(owner.uplineId), request);
  services.hub.publish(ALL_DOWNLINES_TOPIC, request);
}
