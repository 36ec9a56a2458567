/** The largest report or settlement file taken, in bytes (200,000 rows of a search-term report as CSV: ~40 MB). */
export const reportFileMaxBytes = 64 * 1024 * 1024;
