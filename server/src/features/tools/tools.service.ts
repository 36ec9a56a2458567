import { toolDisabled } from '@common/contracts/tools';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { toolsRepo } from './tools.repo.js';

export const toolsService = (db: Db) => {
  const repo = toolsRepo(db);
  return {
    /** 403 'This tool is currently disabled' when an admin has switched the tool off; read on every call. */
    async assertEnabled(toolId: number): Promise<void> {
      if (!(await repo.isActive(toolId))) throw new AppError(403, toolDisabled.code, toolDisabled.message);
    },
  };
};
