// The tools feature's public entry: the active tools, their names, routes and menu entries.
export { aiTools, toolRoute, useTools, type Tool } from './api/get-tools';
export { fallbackTools, toolName } from './fallback-tools';
export { toolNavItems } from './tool-nav-items';
