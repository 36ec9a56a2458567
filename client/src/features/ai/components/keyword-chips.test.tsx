// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeywordChips } from './keyword-chips';

const writeText = vi.fn(() => Promise.resolve());

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  writeText.mockClear();
});

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTitle(`Copy '${name}'`));
  });
};

describe('KeywordChips', () => {
  it("copies the clicked keyword and says 'Copied' on it for 2000 ms", async () => {
    render(<KeywordChips keywords={['cotton kurti', 'a-line kurti']} label="Related keywords" />);
    await click('a-line kurti');
    expect(writeText).toHaveBeenCalledWith('a-line kurti');
    expect(screen.getByTitle("Copy 'a-line kurti'").textContent).toContain('Copied');
    expect(screen.getByTitle("Copy 'cotton kurti'").textContent).not.toContain('Copied');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Copied')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('moves the confirmation to the keyword clicked last', async () => {
    render(<KeywordChips keywords={['cotton kurti', 'a-line kurti']} label="Related keywords" />);
    await click('cotton kurti');
    await click('a-line kurti');
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    expect(screen.getByTitle("Copy 'a-line kurti'").textContent).toContain('Copied');
  });

  it('says so when there are no keywords', () => {
    render(<KeywordChips keywords={[]} label="Related keywords" />);
    expect(screen.getByText('No keywords in this answer.')).toBeTruthy();
  });
});
