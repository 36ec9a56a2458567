/** The four tools and their fixed ids. */
export const toolKeys = [
  'keyword_research',
  'product_research',
  'product_optimization',
  'business_calculator',
] as const;
export type ToolKey = (typeof toolKeys)[number];

export const toolIds: Record<ToolKey, number> = {
  keyword_research: 1,
  product_research: 2,
  product_optimization: 3,
  business_calculator: 4,
};

/** The calculator tool is always unlimited and left out of plan limits. */
export const calculatorToolId = toolIds.business_calculator;

export const toolIcons = [
  'Home',
  'Search',
  'Package',
  'Target',
  'Calculator',
  'CreditCard',
  'Users',
  'Wrench',
  'Database',
  'Shield',
] as const;
export type ToolIcon = (typeof toolIcons)[number];
