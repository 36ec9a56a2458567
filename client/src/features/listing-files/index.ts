// The listing files feature's public entry: the download panel and the bulk upload, loaded when shown.
import { lazy } from 'react';

export const ListingFilePanel = lazy(() => import('./listing-file-panel'));
export const BulkListingsSection = lazy(() => import('./bulk-listings-section'));
