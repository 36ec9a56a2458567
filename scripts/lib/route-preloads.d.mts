/** Route path → the script files its first render needs beyond the entry page's own (route-preloads.mjs). */
export function routePreloads(
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>,
  sources: { routes: string; aiTools: string },
): Record<string, string[]>;
