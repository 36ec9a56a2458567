// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderUi, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrendingProduct } from '@common/contracts/trending';
import { fallbackTools } from '@/features/tools';
import { AnalyzeDialog } from './analyze-dialog';
import { ProductCard } from './product-card';

const earbuds: TrendingProduct = {
  id: 1,
  name: 'Wireless Earbuds',
  category: 'Electronics',
  image_url: null,
  demand_score: 92,
  competition_level: 'high',
  market_trend: 'declining',
  profit_potential: 125000,
  description: '<p>About <strong>Wireless Earbuds</strong></p><script>window.hacked = true</script>',
};

afterEach(cleanup);

/** The dialog shows the tools the server lists as on: here all of them (no server is asked). */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(['tools'], fallbackTools);
  return renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('ProductCard', () => {
  it('shows demand, competition and profit (an estimate), and asks to analyze', () => {
    const onAnalyze = vi.fn();
    render(<ProductCard product={earbuds} onAnalyze={onAnalyze} />);
    const card = screen.getByTestId('trending-card');
    expect(within(card).getByTestId('demand-score').textContent).toBe('92%');
    expect(within(card).getByTestId('competition').textContent).toBe('High');
    expect(within(card).getByTestId('profit').textContent).toBe('₹1,25,000');
    expect(card.textContent).toContain('Estimated');
    expect(card.textContent).toContain('Declining');
    fireEvent.click(within(card).getByRole('button', { name: 'Analyze Product' }));
    expect(onAnalyze).toHaveBeenCalledWith(earbuds);
  });
});

describe('AnalyzeDialog', () => {
  it('renders the description safely, with the figures, and closes', () => {
    const onClose = vi.fn();
    render(<AnalyzeDialog product={earbuds} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Wireless Earbuds' });
    expect(within(dialog).getByRole('heading', { name: 'Wireless Earbuds' })).toBeTruthy();
    expect(within(dialog).getByTestId('analysis').textContent).toContain('About Wireless Earbuds');
    expect(dialog.innerHTML).not.toContain('<script');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByTestId('demand-score').textContent).toBe('92%');
    expect(within(dialog).getByText('₹1,25,000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens Product Research and Keyword Research with the name and category filled in', () => {
    render(<AnalyzeDialog product={earbuds} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Wireless Earbuds' });
    const research = within(dialog).getByRole('link', { name: 'Research this product' });
    expect(research.getAttribute('href')).toBe(
      '/product-research?productName=Wireless+Earbuds&category=Electronics',
    );
    const keywords = within(dialog).getByRole('link', { name: 'Find keywords' });
    expect(keywords.getAttribute('href')).toBe(
      '/keyword-research?keyword=Wireless+Earbuds&category=Electronics',
    );
  });

  it('says Deep Analysis uses one Product Research call before it runs one', () => {
    render(<AnalyzeDialog product={earbuds} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Wireless Earbuds' });
    expect(within(dialog).queryByRole('link', { name: 'Run Deep Analysis' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deep Analysis' }));
    expect(within(dialog).getByTestId('deep-analysis-confirm').textContent).toContain(
      'It uses one of your Product Research calls.',
    );
    const run = within(dialog).getByRole('link', { name: 'Run Deep Analysis' });
    expect(run.getAttribute('href')).toBe(
      '/product-research?productName=Wireless+Earbuds&category=Electronics&run=1',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Deep Analysis' })).toBeTruthy();
  });

  it('says when no analysis has been written, and is closed without a product', () => {
    const { rerender } = render(
      <AnalyzeDialog product={{ ...earbuds, description: '' }} onClose={() => undefined} />,
    );
    expect(screen.getByText('No analysis has been written for this product yet.')).toBeTruthy();
    rerender(<AnalyzeDialog product={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
