/**
 * What other features may use of the home lists: the live match odds beside a list of events
 * (search results, the side menu's competition events).
 */
export { useEventListOdds, type ListedEventRef } from './list-odds-container';
export { ListOdds } from './list-odds';
