import type { ReactNode } from 'react';

/** What a result tab says when the answer has nothing for it. */
export function EmptyTab({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{children}</p>;
}
