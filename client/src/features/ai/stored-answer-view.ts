import {
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { toolIds } from '@common/constants/tools';
import type { AiToolKey } from './ai-tool-config';
import { aiToolConfigs } from './ai-tool-screens';
import type { StoredAnswerProps } from './stored-answer';

/**
 * Stored answers of each AI tool (by tool id) drawn by the tool's own results view (History's Search Details),
 * loaded with that tool's code when first shown. A module apart from ai-tool-screens.ts, which the route table
 * loads with the app: only History's details need this one.
 */
const storedAnswerViews: ReadonlyMap<number, LazyExoticComponent<ComponentType<StoredAnswerProps>>> = new Map(
  (Object.keys(aiToolConfigs) as AiToolKey[]).map((key) => [
    toolIds[key],
    lazy(async () => {
      const [{ StoredAnswer }, tool] = await Promise.all([import('./ai-tool-page'), aiToolConfigs[key]()]);
      return {
        default: (props: StoredAnswerProps) => createElement(StoredAnswer<never, never>, { tool, ...props }),
      };
    }),
  ]),
);

/**
 * A stored answer as its AI tool draws it, with `loading` while the tool's code loads; `fallback` for an answer of
 * another tool or of an older shape.
 */
export function StoredAnswerView({ item, fallback, loading }: StoredAnswerProps & { loading: ReactNode }) {
  const view = storedAnswerViews.get(item.tool_id);
  if (!view) return fallback;
  return createElement(Suspense, { fallback: loading }, createElement(view, { item, fallback }));
}
