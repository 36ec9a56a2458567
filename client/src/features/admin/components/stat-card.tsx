import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  note?: ReactNode;
}

/** One figure of an admin screen's row of cards. */
export function StatCard({ label, value, icon: Icon, note }: StatCardProps) {
  return (
    <Card className="p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <Icon className="h-5 w-5 text-brand-600" aria-hidden />
      </div>
      <p className="mt-2 text-xl font-bold break-words text-slate-900 sm:text-2xl">{value}</p>
      {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
    </Card>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{children}</div>;
}
