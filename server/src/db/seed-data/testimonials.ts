/** Landing-page testimonials. Sample quotes written for the demo install; replace with real ones in the admin. */
export const seedTestimonials = [
  {
    name: 'Priya Sharma',
    role: 'Ethnic wear seller, Jaipur (Myntra, Meesho)',
    content:
      'The long-tail keywords for my cotton kurtis were exactly what buyers type. My titles finally fit Myntra’s format and I stopped guessing.',
    sortOrder: 1,
  },
  {
    name: 'Arjun Mehta',
    role: 'Electronics accessories, Pune (Amazon.in)',
    content:
      'The marketplace fee and profit calculators saved me from listing three products at a loss. I check every price with them now.',
    sortOrder: 2,
  },
  {
    name: 'Fatima Khan',
    role: 'Skincare brand founder, Hyderabad (Nykaa, Amazon.in)',
    content:
      'Product research told me where the competition was thin before the festive season. We launched two serums into that gap.',
    sortOrder: 3,
  },
  {
    name: 'Rakesh Iyer',
    role: 'Home and kitchen seller, Coimbatore (Flipkart)',
    content:
      'Listing optimization rewrote forty product descriptions in an afternoon. Copy, paste, done, and they read better than mine.',
    sortOrder: 4,
  },
] as const;
