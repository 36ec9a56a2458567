// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiTool } from '@common/contracts/ai-fields';
import { aiTools, answerWithMarkers, fieldsMissingFrom } from '@/test/ai-field-markers';
import { ResultViewer } from './result-viewer';

/**
 * Every text field the one description of the AI tools lists is shown in History's Search Details: a field
 * added to the description but left out of the viewer fails here.
 */
afterEach(cleanup);

const toolNames: Record<AiTool, string> = {
  keywords: 'Keyword Research',
  research: 'Product Research',
  optimization: 'Product Optimization',
};

describe.each(aiTools)('every described field of the %s answer, in Search Details', (tool) => {
  it('is shown', () => {
    const { container } = render(<ResultViewer toolName={toolNames[tool]} data={answerWithMarkers(tool)} />);
    expect(fieldsMissingFrom(tool, container.textContent ?? '')).toEqual([]);
  });
});
