// The AI feature's public entry: the AI tool screens, each loaded on its own, and a stored answer drawn by its
// tool's own results view (History's Search Details).
export { aiToolScreen } from './ai-tool-screens';
export { StoredAnswerView } from './stored-answer-view';
export type { AiToolKey } from './ai-tool-config';
