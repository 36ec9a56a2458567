import { z } from 'zod';

/** GET /api/tools. */
export const toolSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  route: z.string().nullable(),
  icon: z.string(),
  is_active: z.boolean(),
});
export type Tool = z.infer<typeof toolSchema>;
export const toolListSchema = z.array(toolSchema);

/** The 403 of an AI endpoint whose tool an admin has switched off (no quota is spent). */
export const toolDisabled = { code: 'TOOL_DISABLED', message: 'This tool is currently disabled' } as const;
