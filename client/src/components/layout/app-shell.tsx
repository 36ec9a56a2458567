import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Brand } from './brand';
import { useFocusHeadingAfterNavigation } from './focus-heading';

interface AppShellProps {
  /** The sidebar's content; gets a callback that closes the phone drawer after a tap. */
  sidebar: (close: () => void) => ReactNode;
  topBar: ReactNode;
  home: string;
  children: ReactNode;
}

/** Sidebar on wide screens, a drawer on phones; top bar with the page's account controls. */
export function AppShell({ sidebar, topBar, home, children }: AppShellProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingAfterNavigation(main);
  return (
    <div className="min-h-screen lg:pl-64">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center px-5">
          <Brand href={home} />
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-6">
          {sidebar(() => undefined)}
        </nav>
      </aside>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl lg:hidden">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <div className="flex h-16 items-center justify-between px-5">
              <Brand href={home} />
              <Dialog.Close aria-label="Close menu" className="rounded-lg p-2 hover:bg-slate-100">
                <X className="h-5 w-5" />
              </Dialog.Close>
            </div>
            <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-6">
              {sidebar(close)}
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Open menu"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <Menu className="h-5 w-5" />
        </button>
        <div className="lg:hidden">
          <Brand href={home} />
        </div>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">{topBar}</div>
      </header>
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8 [&_h1]:outline-none"
      >
        {children}
      </main>
    </div>
  );
}
