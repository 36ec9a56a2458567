// The CMS feature's public entry: the admin's CMS Settings screen (loaded lazily by the route table).
export const cmsScreen = () => import('./cms-page');
