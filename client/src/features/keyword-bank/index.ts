// The keyword bank feature's public entry: the pieces other screens show, loaded when shown.
import { lazy } from 'react';

export const MeasuredKeywords = lazy(() => import('./measured-keywords'));
export const KeywordCoveragePanel = lazy(() => import('./keyword-coverage-panel'));
