import * as ToastPrimitive from '@radix-ui/react-toast';
import { useShellT } from '@/web/i18n/use-t';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, useToast } from './use-toast';

/** The toasts themselves (Radix), bottom right on desktop and along the bottom on phones. */
export function ToastList() {
  const { toasts, dismiss } = useToast();
  const t = useShellT();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection="right"
      label={t('app.ui.notifications')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={
            'grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1 rounded-card border border-sand bg-white p-5 ' +
            'shadow-lift motion-safe:data-[state=open]:animate-toast-in ' +
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full'
          }
        >
          {item.title ? (
            <ToastPrimitive.Title className="font-medium text-ink">
              {item.title}
            </ToastPrimitive.Title>
          ) : null}
          {item.description ? (
            <ToastPrimitive.Description className="col-start-1 text-sm text-taupe">
              {item.description}
            </ToastPrimitive.Description>
          ) : null}
          {item.action ? (
            <ToastPrimitive.Action
              altText={item.action.altText}
              onClick={item.action.onSelect}
              className="col-start-1 mt-2 inline-flex min-h-tap w-fit items-center rounded-full border border-ink/15 px-4 text-sm font-medium hover:bg-linen"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label={t('app.ui.close-notification')}
            className="col-start-2 row-start-1 -mt-2 -mr-2 inline-flex size-tap items-center justify-center rounded-full text-taupe hover:bg-linen hover:text-ink"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        // The landmark's name; Radix puts its keyboard shortcut in place of {hotkey}.
        label={t('app.ui.notifications-area', { hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-3 p-4 outline-none sm:max-w-sm sm:p-6"
      />
    </ToastPrimitive.Provider>
  );
}
