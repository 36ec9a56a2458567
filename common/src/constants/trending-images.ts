/** Where the shipped trending illustrations live (client/public/trending/, served by the app). */
export const trendingImageBase = '/trending';

/** The categories with an illustration of their own; any other category shows the general one. */
const illustratedCategories: Readonly<Record<string, string>> = {
  electronics: 'electronics',
  'sports & fitness': 'sports-fitness',
  accessories: 'accessories',
  'home & garden': 'home-garden',
  beauty: 'beauty',
  fashion: 'fashion',
  kitchen: 'kitchen',
};

/**
 * The illustration shown for a product of this category when it has no picture of its own or its picture
 * fails to load: `/trending/categories/<category>.svg`, or `/trending/categories/general.svg`.
 */
export function trendingCategoryImage(category: string): string {
  const file = illustratedCategories[category.trim().toLowerCase()] ?? 'general';
  return `${trendingImageBase}/categories/${file}.svg`;
}
