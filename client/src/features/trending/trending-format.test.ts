import { describe, expect, it } from 'vitest';
import { trendingPath } from './api/trending-api';
import { demandPercent, formatRupees, productCount, showableImage } from './trending-format';

describe('trending formats', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(180)).toBe('₹180');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(Number.NaN)).toBe('₹0');
  });

  it('keeps demand within 0–100 and counts products', () => {
    expect(demandPercent(92)).toBe(92);
    expect(demandPercent(140)).toBe(100);
    expect(demandPercent(-3)).toBe(0);
    expect(productCount(1)).toBe('1 product');
    expect(productCount(28)).toBe('28 products');
  });

  it('shows only http(s) or same-origin images', () => {
    expect(showableImage('https://cdn.example.in/a.jpg')).toBe('https://cdn.example.in/a.jpg');
    expect(showableImage('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(showableImage('//evil.example/a.jpg')).toBeNull();
    expect(showableImage('javascript:alert(1)')).toBeNull();
    expect(showableImage(null)).toBeNull();
  });
});

describe('trendingPath', () => {
  const all = { category: '', search: '', sort: 'featured' as const, limit: 12 };
  it('asks for a page of all products, or of one exact category', () => {
    expect(trendingPath(all)).toBe('/api/trending-products?limit=12');
    expect(trendingPath({ ...all, category: 'Fashion' })).toBe(
      '/api/trending-products?category=Fashion&limit=12',
    );
    expect(trendingPath({ ...all, category: 'Home & Kitchen', limit: 24 })).toBe(
      '/api/trending-products?category=Home+%26+Kitchen&limit=24',
    );
  });

  it('adds a trimmed name search and any order but the featured one', () => {
    expect(trendingPath({ ...all, search: '  yoga mat ', sort: 'profit' })).toBe(
      '/api/trending-products?search=yoga+mat&sort=profit&limit=12',
    );
  });
});
