import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/** In-app notifications for the messages the spec shows as alerts. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      richColors
      toastOptions={{ className: 'font-sans', duration: 5000 }}
    />
  );
}
