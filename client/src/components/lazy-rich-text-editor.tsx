import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, its code (and Quill's) fetched only when an admin screen shows it. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="flex h-[342px] items-center justify-center rounded-lg border border-slate-200">
          <Spinner />
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
