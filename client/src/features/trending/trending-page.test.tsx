// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrendingList, TrendingProduct } from '@common/contracts/trending';
import { toastStore } from '@/components/ui/toast-store';
import { userQuery } from '@/features/auth/api/get-user';
import TrendingPage from './trending-page';

const product = (id: number, name: string, category: string, extra: Partial<TrendingProduct> = {}) => ({
  id,
  name,
  category,
  image_url: null,
  demand_score: 80,
  competition_level: 'low' as const,
  market_trend: 'growing' as const,
  profit_potential: 125000,
  description: `<p>About <strong>${name}</strong></p><script>window.hacked = true</script>`,
  ...extra,
});
const all: TrendingList = {
  products: [
    product(1, 'Wireless Earbuds', 'Electronics', { competition_level: 'high', demand_score: 92 }),
    product(2, 'Cotton Kurti', 'Fashion', { market_trend: 'declining' }),
  ],
  categories: ['Electronics', 'Fashion'],
};

let asked: string[] = [];
let reply: (path: string) => Promise<Response>;
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  asked = [];
  window.history.replaceState(null, '', '/trending');
  localStorage.setItem('accessToken', 'test-token');
  reply = (path) => {
    const category = new URL(path, 'http://x').searchParams.get('category');
    return json({ ...all, products: all.products.filter((p) => !category || p.category === category) });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      asked.push(path);
      return reply(path);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery.queryKey, {
    id: 'u1',
    email: 'meera@example.in',
    firstName: 'Meera',
    lastName: 'Patel',
    role: 'user',
    profileImageUrl: null,
    first_name: 'Meera',
    last_name: 'Patel',
    phone: null,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<TrendingPage />, { wrapper });
}

describe('TrendingPage', () => {
  it('shows six skeletons while loading, then the cards and the count', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    reply = () => held.then(() => json(all));
    renderPage();
    expect(screen.getAllByTestId('trending-skeleton')).toHaveLength(6);
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('product-count').textContent).toBe('2 products'));
    expect(asked[0]).toBe('/api/trending-products');
    const cards = screen.getAllByTestId('trending-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('demand-score').textContent).toBe('92%');
    expect(within(cards[0]!).getByTestId('competition').textContent).toBe('High');
    expect(within(cards[0]!).getByTestId('profit').textContent).toBe('₹1,25,000');
    expect(cards[0]!.textContent).toContain('Estimated');
    expect(cards[1]!.textContent).toContain('Declining');
  });

  it('filters by category through the API, and offers all categories when one is empty', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Fashion' }));
    await waitFor(() => expect(screen.getByTestId('product-count').textContent).toBe('1 product'));
    expect(asked).toContain('/api/trending-products?category=Fashion');
    expect(window.location.search).toBe('?category=Fashion');
    expect(screen.getByRole('button', { name: 'Fashion' }).getAttribute('aria-pressed')).toBe('true');

    reply = () => json({ ...all, products: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Electronics' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View All Categories' }));
    await waitFor(() => expect(screen.getAllByTestId('trending-card')).toHaveLength(2));
    expect(window.location.search).toBe('');
  });

  it('opens Analyze Product with the description rendered safely and Deep Analysis disabled', async () => {
    renderPage();
    const [first] = await screen.findAllByRole('button', { name: 'Analyze Product' });
    fireEvent.click(first!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Wireless Earbuds' })).toBeTruthy();
    expect(within(dialog).getByTestId('analysis').textContent).toContain('About Wireless Earbuds');
    expect(dialog.innerHTML).not.toContain('<script');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByTestId('demand-score').textContent).toBe('92%');
    expect(within(dialog).getByText('₹1,25,000')).toBeTruthy();
    const deep = within(dialog).getByRole('button', { name: /Deep Analysis/ }) as HTMLButtonElement;
    expect(deep.disabled).toBe(true);
    expect(deep.textContent).toContain('Coming soon');
  });

  it("toasts 'Failed to fetch trending products' when the list cannot be loaded", async () => {
    reply = () => json({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toastStore.snapshot()[0]).toMatchObject({
      variant: 'destructive',
      description: 'Failed to fetch trending products',
    });
  });
});
