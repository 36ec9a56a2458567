import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { toastDuration, toastStore, type ToastVariant } from './toast-store';

const styles: Record<ToastVariant, { box: string; icon: typeof Info }> = {
  default: { box: 'border-green-200 bg-green-50 text-green-900', icon: CheckCircle2 },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CheckCircle2 },
  destructive: { box: 'border-red-200 bg-red-50 text-red-900', icon: XCircle },
  warning: { box: 'border-yellow-200 bg-yellow-50 text-yellow-900', icon: AlertTriangle },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-900', icon: Info },
};

/** The global notification area (Radix toast), loaded by Toaster with the first toast. */
export default function ToastRegion() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  return (
    <ToastPrimitive.Provider duration={toastDuration} swipeDirection="right">
      {items.map((t) => {
        const { box, icon: Icon } = styles[t.variant ?? 'default'];
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) {
                toastStore.dismiss(t.id);
                setTimeout(() => toastStore.remove(t.id), 200);
              }
            }}
            data-variant={t.variant ?? 'default'}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
              box,
            )}
          >
            <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1">
              {t.title && <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>}
              {t.description && (
                <ToastPrimitive.Description className="text-sm opacity-90">
                  {t.description}
                </ToastPrimitive.Description>
              )}
              {t.action && (
                <ToastPrimitive.Action altText={t.action.label} asChild>
                  <button
                    onClick={t.action.onClick}
                    className="mt-2 rounded-md border border-current px-2 py-1 text-sm font-medium"
                  >
                    {t.action.label}
                  </button>
                </ToastPrimitive.Action>
              )}
            </div>
            <ToastPrimitive.Close aria-label="Close" className="rounded p-1 opacity-70 hover:opacity-100">
              <X className="h-4 w-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-0 sm:bottom-auto" />
    </ToastPrimitive.Provider>
  );
}
