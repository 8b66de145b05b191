import type { createAppRouter } from './router';

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

/** Where the root actor's router lives once created; the services' late effects (navigate, revalidate) reach it here. */
export interface RouterSlot {
  router: AppRouterInstance | null;
}

const slots = new WeakMap<object, RouterSlot>();

/**
 * The one router slot of a root actor. React may run a component's state initializer twice (StrictMode
 * does, keeping the first result): a second router made there ran every first loader again (the route
 * guard told a blocked bettor twice, issue 36) and listened to the history beside the kept one, and
 * services bound by the discarded run reached a router that was never rendered.
 */
export function routerSlot(root: object): RouterSlot {
  let slot = slots.get(root);
  if (!slot) slots.set(root, (slot = { router: null }));
  return slot;
}
