import type { Category } from '@common/constants/options';
import { gaming, laptops } from './categories-computing';
import { electronics, mobilePhones } from './categories-electronics';
import { fashion, shoes } from './categories-fashion';
import { jewelry, watches } from './categories-accessories';
import { bagsWallets } from './categories-bags';
import { beauty, health } from './categories-beauty-health';
import { foodBeverages } from './categories-food';
import { homeKitchen, kitchenAppliances } from './categories-home';
import { decor, furniture, garden } from './categories-living';
import { automotive, sports } from './categories-active';
import { tools } from './categories-tools';
import { babyProducts, petSupplies, toys } from './categories-family';
import { books, movies, music, officeProducts, stationery } from './categories-media';
import type { CategoryVocabulary } from './types';

/** One vocabulary per spec category (spec 01 §5); the Record type makes a missing category a compile error. */
export const categoryVocabularies: Record<Category, CategoryVocabulary> = {
  Electronics: electronics,
  Fashion: fashion,
  Beauty: beauty,
  'Home & Kitchen': homeKitchen,
  Sports: sports,
  Books: books,
  Automotive: automotive,
  Health: health,
  'Food & Beverages': foodBeverages,
  'Baby Products': babyProducts,
  'Pet Supplies': petSupplies,
  Garden: garden,
  Tools: tools,
  Jewelry: jewelry,
  Watches: watches,
  'Bags & Wallets': bagsWallets,
  Shoes: shoes,
  Furniture: furniture,
  Decor: decor,
  'Kitchen Appliances': kitchenAppliances,
  'Mobile Phones': mobilePhones,
  Laptops: laptops,
  Gaming: gaming,
  Music: music,
  Movies: movies,
  Toys: toys,
  Stationery: stationery,
  'Office Products': officeProducts,
};

/**
 * Fallback for words that match no category: neutral words that fit almost any product, so an unknown
 * keyword still gets sensible related searches.
 */
export const genericVocabulary: Omit<CategoryVocabulary, 'category'> = {
  headTerms: [],
  attributes: ['premium', 'durable', 'compact', 'handmade', 'eco friendly'],
  materials: [],
  features: ['with gift box', 'combo pack'],
  useCases: ['for home', 'for gifting', 'for daily use', 'for office'],
  audiences: ['for men', 'for women', 'for kids'],
  benefits: ['Made for everyday use', 'Quality checked before dispatch', 'Packed securely for delivery'],
  priceBands: { budget: [99, 499], mid: [500, 1999], premium: [2000, 10000] },
  pricePoints: [300, 500, 1000, 2000],
  crowding: 3,
  platforms: ['amazon', 'flipkart', 'meesho'],
  families: [],
};
