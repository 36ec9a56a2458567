// The AI feature's public entry: the AI tool screens, each loaded on its own.
export { aiToolScreen } from './ai-tool-screens';
export type { AiToolKey } from './ai-tool-config';
