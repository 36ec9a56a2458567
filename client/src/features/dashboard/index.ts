// The dashboard feature's public entry: its data, asked for before its screen's code arrives.
export { prefetchDashboard } from './dashboard-data';
