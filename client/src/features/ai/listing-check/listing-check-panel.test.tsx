// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingCheckPanel } from './listing-check-panel';

afterEach(cleanup);

describe('the listing check panel', () => {
  it("names what was kept out of the seller's own text as 'Your text', under Removed", () => {
    render(
      <ListingCheckPanel
        check={{
          score: 100,
          summary: "1 contact detail removed: 'Call 9876543210 for bulk orders.' (phone number)",
          findings: [
            {
              rule: 'contact.phone',
              severity: 'error',
              action: 'removed',
              field: 'sellerText',
              text: 'Call 9876543210 for bulk orders.',
              message: 'A phone number is not allowed in listing text.',
              source: 'Amazon Seller Central help 200390640 (as of November 2026)',
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('Removed (1)')).toBeTruthy();
    expect(screen.getByTestId('listing-finding').textContent).toContain(
      'Your text: ‘Call 9876543210 for bulk orders.’',
    );
  });
});
