import type { Tool } from '@common/contracts/tools';
import type { AppContext } from '../../context.js';
import { toolsRepo } from './tools.repo.js';

export const toolsService = (ctx: AppContext) => {
  const repo = toolsRepo(ctx.database.db);
  return {
    /** The active tools by sort order (spec 01 §3). */
    active: (): Promise<Tool[]> => repo.active(),
  };
};
export type ToolsService = ReturnType<typeof toolsService>;
