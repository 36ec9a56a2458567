// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultTabs } from './result-tabs';

afterEach(cleanup);

describe('ResultTabs', () => {
  it('gives every tab the icon of its kind, and list tabs their count', () => {
    render(
      <ResultTabs
        label="Results"
        tabs={[
          { value: 'a', kind: 'keywords', label: 'Related Keywords', count: 12, content: 'k' },
          { value: 'b', kind: 'platforms', label: 'Platform Tips', count: 3, content: 'p' },
          { value: 'c', kind: 'analysis', label: 'Market', content: 'm' },
          { value: 'd', kind: 'keywords', label: 'Keywords', count: 0, content: 'k2' },
        ]}
      />,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Results' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Related Keywords12',
      'Platform Tips3',
      'Market',
      'Keywords0',
    ]);
    for (const tab of tabs) expect(tab.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const icon = (i: number) => tabs[i]!.querySelector('svg')!.getAttribute('class');
    expect(icon(0)).toBe(icon(3)); // the same kind, the same icon, in any tool
    expect(icon(0)).not.toBe(icon(1));
  });
});
