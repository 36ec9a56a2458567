import { describe, expect, it } from 'vitest';
import {
  keywordResearchRequestSchema,
  keywordRequiredMessage,
  optimizationInputRequiredMessage,
  productNameRequiredMessage,
  productOptimizationRequestSchema,
  productResearchRequestSchema,
} from '@common/contracts/ai';
import { compactValues, requestFrom } from './form-request';

describe('compactValues', () => {
  it('trims and drops empty fields', () => {
    expect(compactValues({ keyword: '  kurti ', category: '', researchLocation: '   ' })).toEqual({
      keyword: 'kurti',
    });
  });
});

describe('requestFrom', () => {
  it('gives the keyword message for a blank keyword', () => {
    const r = requestFrom(keywordResearchRequestSchema, { keyword: '   ', platform: 'all', language: 'en' });
    expect(r.errors).toEqual({ keyword: keywordRequiredMessage });
  });

  it('omits empty optional fields from the keyword request', () => {
    const r = requestFrom(keywordResearchRequestSchema, {
      keyword: ' wireless earbuds ',
      platform: 'amazon',
      category: '',
      language: 'hi',
      researchLocation: ' ',
    });
    expect(r.body).toEqual({ keyword: 'wireless earbuds', platform: 'amazon', language: 'hi' });
    expect(Object.keys(r.body ?? {})).not.toContain('category');
  });

  it("sends the language as the seller chose it (the spec's name) and reads it as the code", () => {
    const r = requestFrom(keywordResearchRequestSchema, {
      keyword: 'साड़ी',
      platform: 'all',
      language: 'Hindi',
    });
    expect(r.payload).toEqual({ keyword: 'साड़ी', platform: 'all', language: 'Hindi' });
    expect(r.body).toEqual({ keyword: 'साड़ी', platform: 'all', language: 'hi' });
  });

  it('keeps filled optional fields', () => {
    const r = requestFrom(productResearchRequestSchema, {
      productName: 'cotton kurti',
      platform: 'myntra',
      category: 'Fashion',
      priceRange: '500 - 1,000',
      researchLocation: 'Jaipur',
    });
    expect(r.body).toEqual({
      productName: 'cotton kurti',
      platform: 'myntra',
      category: 'Fashion',
      priceRange: '500 - 1,000',
      researchLocation: 'Jaipur',
    });
  });

  it('gives the product name message for a blank product name', () => {
    const r = requestFrom(productResearchRequestSchema, { productName: '', platform: 'all' });
    expect(r.errors?.productName).toBe(productNameRequiredMessage);
  });

  it('needs a product name or a description to optimize', () => {
    const none = requestFrom(productOptimizationRequestSchema, {
      productName: ' ',
      description: '',
      platform: 'all',
    });
    expect(none.errors?.productName).toBe(optimizationInputRequiredMessage);
    const onlyDescription = requestFrom(productOptimizationRequestSchema, {
      productName: '',
      description: 'A steel bottle',
      brand: '',
      platform: 'amazon',
      targetAudience: 'General Consumers',
    });
    expect(onlyDescription.body).toEqual({
      description: 'A steel bottle',
      platform: 'amazon',
      targetAudience: 'General Consumers',
    });
  });
});
