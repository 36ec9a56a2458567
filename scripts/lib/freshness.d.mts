/** Is the build missing or older than any source file? */
export function buildIsStale(): boolean;
