// The tools feature's public entry: the active tools, their names, routes and menu entries.
export {
  aiTools,
  toolsQuery,
  toolRoute,
  useToolAvailability,
  useTools,
  type Tool,
  type ToolAvailability,
} from './api/tools-api';
export { fallbackTools, toolName } from './fallback-tools';
export { toolNavItems } from './tool-nav-items';
