import { describe, expect, it } from 'vitest';
import { draftFrom, readDraft } from './listing-file-draft';

const answer = {
  titles: ['Steel Water Bottle 1 Litre - Double Wall', 'Water Bottle - 1 Litre, Steel'],
  bullets: ['Capacity: 1 litre', 'Double wall stainless steel bottle'],
  keywords: ['steel bottle', 'water bottle', 'flask', 'thermos', 'gym bottle', 'office bottle'],
  searchTerms: 'flask thermos',
  description: 'Double wall bottle.',
};

describe('a listing file draft', () => {
  it("starts from the answer: its first title, five bullet boxes, five keywords, the seller's brand", () => {
    const draft = draftFrom(answer, { platform: 'flipkart', brand: 'Milton' });
    expect(draft).toMatchObject({
      marketplace: 'flipkart',
      brand: 'Milton',
      title: 'Steel Water Bottle 1 Litre - Double Wall',
      bullets: ['Capacity: 1 litre', 'Double wall stainless steel bottle', '', '', ''],
      keywords: 'steel bottle, water bottle, flask, thermos, gym bottle',
      description: 'Double wall bottle.',
    });
    expect(draftFrom(answer, { platform: 'meesho' }).marketplace).toBe('amazon');
  });

  it('reads prices as sellers type them, and shows a bullet problem on the box it was typed in', () => {
    const draft = {
      ...draftFrom(answer, { platform: 'amazon', brand: 'Milton' }),
      sku: 'SB-1',
      mrp: '₹ 1,299',
      price: '899',
      bullets: ['Capacity: 1 litre', '', 'x'.repeat(300), '', ''],
    };
    const { request, problems } = readDraft(draft, undefined);
    expect(request).toMatchObject({ mrp: 1299, price: 899, bullets: ['Capacity: 1 litre', 'x'.repeat(300)] });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([
      expect.objectContaining({ field: 'bullets[2]', message: '300 characters: at most 250 fit.' }),
    ]);
  });

  it('says a price that is not a number is one to fix, on its field', () => {
    const draft = {
      ...draftFrom(answer, { platform: 'amazon' }),
      sku: 'SB-1',
      brand: 'Milton',
      price: 'nine',
    };
    const { request, problems } = readDraft(draft, undefined);
    expect(request).toBeNull();
    expect(problems).toEqual([
      expect.objectContaining({ field: 'price', message: 'Type a number, such as 1299' }),
    ]);
  });
});
