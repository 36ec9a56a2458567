import { toolDisabled, type Tool } from '@common/contracts/tools';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { toolsRepo } from './tools.repo.js';

export const toolsService = (ctx: AppContext) => {
  const repo = toolsRepo(ctx.database.db);
  return {
    /** The active tools by sort order. */
    active: (): Promise<Tool[]> => repo.active(),
    /** 403 'This tool is currently disabled' when an admin has switched the tool off; read on every call. */
    async assertEnabled(toolId: number): Promise<void> {
      if (!(await repo.isActive(toolId))) throw new AppError(403, toolDisabled.code, toolDisabled.message);
    },
  };
};
export type ToolsService = ReturnType<typeof toolsService>;
