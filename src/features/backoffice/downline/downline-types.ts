import type { DownlineRow_UserFragment, UserCard_CardFragment } from '@/gql/graphql';

/** A user of the tree (a row, the caller, a card's user). */
export type DownlineUser = DownlineRow_UserFragment;
/** A user card: the user, the trail up to the caller, recent activity. */
export type UserCard = UserCard_CardFragment;
/** One step of the breadcrumb from the caller to the opened level. */
export interface Crumb {
  label: string;
  to: string;
}
