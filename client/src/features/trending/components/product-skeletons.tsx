/** Six placeholder cards while the list loads. */
export function ProductSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading trending products...</span>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <div
            key={i}
            data-testid="trending-skeleton"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="flex items-start gap-3 px-4 pt-4 sm:block sm:px-0 sm:pt-0">
              <div className="h-16 w-16 shrink-0 animate-pulse rounded-xl bg-slate-100 sm:h-32 sm:w-full sm:rounded-none" />
              <div className="flex-1 space-y-3 sm:px-4 sm:pt-4">
                <div className="h-4 w-20 animate-pulse rounded-full bg-slate-100" />
                <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
              </div>
            </div>
            <div className="space-y-3 p-4">
              <div className="h-2 w-full animate-pulse rounded-full bg-slate-100" />
              <div className="grid grid-cols-2 gap-3">
                <div className="h-10 animate-pulse rounded bg-slate-100" />
                <div className="h-10 animate-pulse rounded bg-slate-100" />
              </div>
              <div className="h-10 w-full animate-pulse rounded-lg bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
