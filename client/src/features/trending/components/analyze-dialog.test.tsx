// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrendingProduct } from '@common/contracts/trending';
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
  it('renders the description safely, with the figures and Deep Analysis disabled', () => {
    const onClose = vi.fn();
    render(<AnalyzeDialog product={earbuds} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Wireless Earbuds' });
    expect(within(dialog).getByRole('heading', { name: 'Wireless Earbuds' })).toBeTruthy();
    expect(within(dialog).getByTestId('analysis').textContent).toContain('About Wireless Earbuds');
    expect(dialog.innerHTML).not.toContain('<script');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByTestId('demand-score').textContent).toBe('92%');
    expect(within(dialog).getByText('₹1,25,000')).toBeTruthy();
    const deep = within(dialog).getByRole('button', { name: /Deep Analysis/ }) as HTMLButtonElement;
    expect(deep.disabled).toBe(true);
    expect(deep.textContent).toContain('Coming soon');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
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
