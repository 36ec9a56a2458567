/** A seller's keyword reports read into measured figures per search term (see docs/keyword-reports.md). */
export * from './layouts';
export * from './detect';
export * from './read-row';
export * from './aggregate';
export * from './measured-label';
