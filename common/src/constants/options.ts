/**
 * Option lists of the three AI tools, shared by the forms, the API contracts and the engines.
 * Category, price range and audience values are the spec's texts, exactly as written. The platform values
 * are in platforms.ts.
 */

/** Language values are ISO 639-1 codes; English is the default. */
export const languageOptions = ['en', 'hi', 'ta', 'te', 'bn', 'mr'] as const;
export type Language = (typeof languageOptions)[number];
export const defaultLanguage: Language = 'en';
export const languageLabels: Record<Language, string> = {
  en: 'English',
  hi: 'Hindi',
  ta: 'Tamil',
  te: 'Telugu',
  bn: 'Bengali',
  mr: 'Marathi',
};

/** The 28 product categories, in the spec's order. */
export const categoryOptions = [
  'Electronics',
  'Fashion',
  'Beauty',
  'Home & Kitchen',
  'Sports',
  'Books',
  'Automotive',
  'Health',
  'Food & Beverages',
  'Baby Products',
  'Pet Supplies',
  'Garden',
  'Tools',
  'Jewelry',
  'Watches',
  'Bags & Wallets',
  'Shoes',
  'Furniture',
  'Decor',
  'Kitchen Appliances',
  'Mobile Phones',
  'Laptops',
  'Gaming',
  'Music',
  'Movies',
  'Toys',
  'Stationery',
  'Office Products',
] as const;
export type Category = (typeof categoryOptions)[number];

/** Price ranges in rupees, as the spec writes them. */
export const priceRangeOptions = [
  'Under 500',
  '500 - 1,000',
  '1,000 - 2,500',
  '2,500 - 5,000',
  '5,000 - 10,000',
  '10,000 - 25,000',
  '25,000 - 50,000',
  'Above 50,000',
] as const;
export type PriceRange = (typeof priceRangeOptions)[number];

/** Rupee bounds of each price range; `max` is null for the open-ended top range. */
export const priceRangeBounds: Record<PriceRange, { min: number; max: number | null }> = {
  'Under 500': { min: 0, max: 500 },
  '500 - 1,000': { min: 500, max: 1000 },
  '1,000 - 2,500': { min: 1000, max: 2500 },
  '2,500 - 5,000': { min: 2500, max: 5000 },
  '5,000 - 10,000': { min: 5000, max: 10000 },
  '10,000 - 25,000': { min: 10000, max: 25000 },
  '25,000 - 50,000': { min: 25000, max: 50000 },
  'Above 50,000': { min: 50000, max: null },
};

/**
 * A price too far from the seller's range to be advice for them (under half its floor or over twice its
 * ceiling): the listing guard removes such advice, and the built-in engine never writes it. Vikreta rule,
 * as of November 2026.
 */
export const farFromRange = (price: number, range: { min: number; max: number | null }): boolean =>
  price > 0 && (price < range.min * 0.5 || (range.max !== null && price > range.max * 2));

export const targetAudienceOptions = [
  'General Consumers',
  'Young Adults (18-25)',
  'Adults (26-40)',
  'Parents',
  'Students',
  'Professionals',
  'Fitness Enthusiasts',
  'Tech Savvy Users',
  'Budget Conscious',
  'Premium Buyers',
  'Small Business Owners',
] as const;
export type TargetAudience = (typeof targetAudienceOptions)[number];
export const defaultTargetAudience: TargetAudience = 'General Consumers';
