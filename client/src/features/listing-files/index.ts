// The listing files feature's public entry: the download panel, loaded when an answer shows it.
import { lazy } from 'react';

export const ListingFilePanel = lazy(() => import('./listing-file-panel'));
