import * as Tabs from '@radix-ui/react-tabs';
import { AlignLeft, FileText, Heading, Lightbulb, Store, Tags, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What a result tab holds, the same across the three AI tools: it picks the tab's icon, and a
 * tab holding a list always shows how many items it has.
 */
const kinds = {
  keywords: Tags,
  titles: Heading,
  list: Lightbulb,
  platforms: Store,
  analysis: FileText,
  text: AlignLeft,
} satisfies Record<string, LucideIcon>;

interface TabBase {
  value: string;
  label: string;
  content: ReactNode;
}
export type ResultTab = TabBase &
  (
    | { kind: 'keywords' | 'titles' | 'list' | 'platforms'; count: number }
    | { kind: 'analysis' | 'text'; count?: never }
  );

/** The result tabs of an AI tool: one row when they fit, otherwise wrapped onto more, every tab in sight. */
export function ResultTabs({ tabs, label }: { tabs: readonly ResultTab[]; label: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="min-w-0">
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => {
          const Icon = kinds[tab.kind];
          return (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              data-kind={tab.kind}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
            >
              <Icon className="h-4 w-4" aria-hidden />
              {tab.label}
              {tab.count !== undefined && (
                <span className="rounded-full bg-slate-200/70 px-1.5 text-xs text-slate-600">
                  {tab.count}
                </span>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="min-w-0 pt-4 focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
