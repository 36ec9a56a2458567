import * as Menu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, UserCircle2 } from 'lucide-react';
import { useLocation } from 'wouter';

/** Who is signed in, as the account menu shows it. */
export interface Account {
  firstName: string;
  lastName: string;
  email: string;
}

export function UserMenu({ account, onSignOut }: { account: Account; onSignOut: () => void }) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  const [, navigate] = useLocation();
  return (
    <Menu.Root>
      <Menu.Trigger
        className="flex items-center gap-2 rounded-full p-1 pr-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-label={`${account.firstName}, Account menu`}
      >
        <UserCircle2 className="h-7 w-7 text-brand-600" aria-hidden />
        <span className="hidden max-w-32 truncate sm:inline">{account.firstName}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate font-medium text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-500">{account.email}</p>
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-100" />
          <Menu.Item
            onSelect={() => navigate('/account')}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <Settings className="h-4 w-4" aria-hidden /> Account
          </Menu.Item>
          <Menu.Item
            onSelect={onSignOut}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <LogOut className="h-4 w-4" aria-hidden /> Sign Out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
