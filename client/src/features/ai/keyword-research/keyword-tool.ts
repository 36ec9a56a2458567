import { Search } from 'lucide-react';
import { toolIds } from '@common/constants/tools';
import {
  keywordResearchRequestSchema,
  type KeywordResearchRequest,
  type KeywordResearchResponse,
  keywordResearchResponseSchema,
} from '@common/contracts/ai';
import { defineAiTool } from '../ai-tool-config';
import { KeywordFormFields } from './keyword-form-fields';
import { KeywordResults } from './keyword-results';

/** The Keyword Research results: volume, competition and four result tabs. */
export const keywordResearchTool = defineAiTool<KeywordResearchRequest, KeywordResearchResponse>({
  key: 'keyword_research',
  toolId: toolIds.keyword_research,
  path: '/api/ai/keyword-research',
  schema: keywordResearchRequestSchema,
  resultSchema: keywordResearchResponseSchema,
  title: 'Keyword Research',
  purpose: 'Find the words buyers type on Indian marketplaces, how busy they are, and where to use them.',
  icon: Search,
  formTitle: 'Research a keyword',
  Fields: KeywordFormFields,
  submitLabels: { idle: 'Research Keywords', pending: 'Researching...' },
  pendingText: (body) => `Researching '${body.keyword}'...`,
  placeholder: {
    title: 'Your keyword research will appear here',
    text: 'Enter a keyword and pick a platform: you get search volume, competition, related and long-tail keywords, suggestions and platform insights.',
  },
  Results: KeywordResults,
  failure: { title: 'Research Failed', fallback: 'Failed to perform keyword research' },
});
