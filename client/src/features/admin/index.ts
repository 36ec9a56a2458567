// The admin feature's public entry: its four screens, loaded lazily by the route table.
export const adminScreens = {
  dashboard: () => import('./dashboard/dashboard-page'),
  users: () => import('./users/users-page'),
  tools: () => import('./tools/tools-page'),
  plans: () => import('./plans/plans-page'),
};
