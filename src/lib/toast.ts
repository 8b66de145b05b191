import { toast as sonner } from 'sonner';
import { toastMachine } from '../../machines/toast.machine';

/** The toast machine showing its toasts with sonner (the <Toaster> is in src/app/app.tsx). */
export function provideToast() {
  return toastMachine.provide({
    actions: {
      showToast: (_, { id, kind, message }) => void sonner[kind](message, { id, duration: Number.POSITIVE_INFINITY }),
      dismissToast: (_, { id }) => void sonner.dismiss(id),
    },
  });
}
