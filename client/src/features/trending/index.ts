// The trending feature's public entry: the sellers' screen and the admin's screen, each loaded on its own.
export const trendingScreen = () => import('./trending-page');
export const trendingAdminScreen = () => import('./admin/admin-trending-page');
