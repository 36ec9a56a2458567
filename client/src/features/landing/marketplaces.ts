/** The marketplaces Vikreta's tools know (their rules and fees: docs/marketplace-facts.md). */
export const marketplaces = ['Amazon.in', 'Flipkart', 'Meesho', 'Myntra', 'Nykaa'] as const;
export const quickCommerce = ['Blinkit', 'Zepto', 'Swiggy Instamart'] as const;
export const allMarketplaces = [...marketplaces, ...quickCommerce] as const;
