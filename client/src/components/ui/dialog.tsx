import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title: an icon or a picture. */
  media?: ReactNode;
  /**
   * 'alert': a small centred card, the content under the title (limit and plan dialogs).
   * 'panel': a wide card with a fixed header and footer and a body that scrolls (details, analysis).
   */
  variant?: 'alert' | 'panel';
  /** The panel's width on wide screens. */
  width?: 'lg' | 'xl';
  /** The panel's action row under the body; its layout classes replace the default row. */
  footer?: ReactNode;
  footerClassName?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  children: ReactNode;
}

const widths = { lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;

function CloseButton({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close dialog"
      className={cn('rounded-lg text-slate-500 hover:bg-slate-100', className)}
    >
      <X className={iconClassName} />
    </DialogPrimitive.Close>
  );
}

/** The app's one dialog (Radix: focus kept inside, Escape and the overlay close it). */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, media, variant = 'panel', width = 'lg', children } = props;
  const heading = (
    <>
      <DialogPrimitive.Title
        className={cn('text-lg font-semibold break-words text-slate-900', props.titleClassName)}
      >
        {title}
      </DialogPrimitive.Title>
      {description !== undefined && (
        <DialogPrimitive.Description className={cn('text-sm text-slate-600', props.descriptionClassName)}>
          {description}
        </DialogPrimitive.Description>
      )}
    </>
  );
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        {variant === 'alert' ? (
          <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
            <CloseButton className="absolute top-3 right-3 p-1.5" iconClassName="h-4 w-4" />
            <div className="flex items-start gap-4">
              {media}
              <div className="min-w-0 space-y-2 pr-4">{heading}</div>
            </div>
            <div className="mt-4">{children}</div>
          </DialogPrimitive.Content>
        ) : (
          <DialogPrimitive.Content
            className={cn(
              'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none',
              widths[width],
            )}
          >
            <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4">
              {media}
              <div className="min-w-0 flex-1">{heading}</div>
              <CloseButton className="-mt-1 -mr-2 p-2" iconClassName="h-5 w-5" />
            </div>
            <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4">{children}</div>
            {props.footer && (
              <div
                className={cn(
                  'border-t border-slate-100',
                  props.footerClassName ?? 'flex flex-col gap-2 px-5 py-4 sm:flex-row sm:justify-end',
                )}
              >
                {props.footer}
              </div>
            )}
          </DialogPrimitive.Content>
        )}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A button that closes the dialog it is in. */
export const DialogClose = DialogPrimitive.Close;
