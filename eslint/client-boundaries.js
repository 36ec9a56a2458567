// Import boundaries of client/ (README "Architecture"). Filled in by the client boundary work.
export const clientBoundaries = [];
