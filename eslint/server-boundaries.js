// Import boundaries of server/ and common/ (README "Architecture"). Filled in by the server boundary work.
export const serverBoundaries = [];
