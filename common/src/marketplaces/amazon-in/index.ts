import { englishAndHindi } from '../defaults';
import { defineMarketplace, type SourcedNote } from '../types';
import { amazonInListingFile } from './listing-file';
import { amazonInRateCard } from './rate-card';

/**
 * Amazon.in: listing rules, fees and sales, collected November 2026. Sources: Amazon Seller Central help
 * 201100890 (titles) and 200390640 (listing content), sell.amazon.in fees and pricing, Business Standard
 * (0% referral fee), seller guides where Amazon publishes nothing for India (marked 'reported').
 */
const asOf = 'November 2026';
const help = 'Amazon Seller Central help 201100890';
const note = (n: Omit<SourcedNote, 'asOf'>): SourcedNote => ({ ...n, asOf });

export const amazonIn = defineMarketplace({
  id: 'amazon',
  name: 'Amazon.in',
  kind: 'marketplace',
  advice: 'search-terms',
  asOf,
  sells: {
    Electronics: 1,
    Fashion: 3,
    Beauty: 2,
    'Home & Kitchen': 1,
    Sports: 1,
    Books: 1,
    Automotive: 1,
    Health: 1,
    'Food & Beverages': 4,
    'Baby Products': 1,
    'Pet Supplies': 1,
    Garden: 1,
    Tools: 1,
    Jewelry: 3,
    Watches: 1,
    'Bags & Wallets': 2,
    Shoes: 2,
    Furniture: 1,
    Decor: 1,
    'Kitchen Appliances': 1,
    'Mobile Phones': 1,
    Laptops: 1,
    Gaming: 1,
    Music: 1,
    Movies: 1,
    Toys: 1,
    Stationery: 1,
    'Office Products': 1,
  },
  listing: {
    titleMaxChars: 200,
    titleLimit: note({
      text: 'titles may have at most 200 characters including spaces (some categories lower)',
      status: 'fact',
      source: help,
    }),
    titleRecommendedChars: 80,
    // Style guides: clothing, shoes, jewellery and watches about 80 characters; phones and computers 150.
    categoryTitleLimits: {
      limits: {
        Fashion: 80,
        Shoes: 80,
        Jewelry: 80,
        Watches: 80,
        'Bags & Wallets': 80,
        Laptops: 150,
        'Mobile Phones': 150,
      },
      source: 'Amazon category style guides (reported)',
    },
    bannedTitleChars: ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'],
    maxWordRepeats: 2,
    bullets: {
      count: 5,
      maxChars: 250,
      source: 'Amazon bullet points: 5 of about 250 characters (reported; seller guides)',
    },
    descriptionMaxChars: 2000,
    searchTerms: {
      maxBytes: 200,
      source: 'Amazon.in backend search terms, about 200 bytes (reported; seller guides)',
    },
    notes: [
      note({
        text: 'no word more than twice in a title, except articles, prepositions and conjunctions (from Jan 2025)',
        status: 'fact',
        source: help,
        topic: 'word-repeats',
      }),
      note({
        text: 'titles must not contain ! $ ? _ { } ^ ¬ ¦ or promotional phrases; under 80 characters is recommended',
        status: 'fact',
        source: help,
        topic: 'title-rules',
      }),
      note({
        text: '5 bullet points of about 250 characters each; no HTML, emojis, ™ ® ©, "N/A" or guarantees',
        status: 'reported',
        source: 'seller guides',
        topic: 'bullets',
      }),
      note({
        text: 'description of about 2,000 characters',
        status: 'reported',
        source: 'seller guides',
        topic: 'description',
      }),
      note({
        text: 'no URLs, phone numbers, e-mails, prices, availability, reviews or promotions anywhere in a listing',
        status: 'fact',
        source: 'Amazon Seller Central help 200390640',
        topic: 'no-contact',
      }),
      note({
        text:
          'backend search terms: about 200 bytes on Amazon.in (249 on US/EU); Devanagari and other Indic ' +
          'scripts take 3 bytes a character',
        status: 'reported',
        source: 'seller guides',
        topic: 'search-terms',
      }),
    ],
  },
  fees: [
    note({
      text: '0% referral fee on items priced up to ₹300 in 135+ categories (from 7 Apr 2025)',
      status: 'fact',
      source: 'Business Standard',
      topic: 'fees',
    }),
    note({
      text:
        'referral fee is a % by category, often in price slabs; a fixed closing fee from ₹5 per item ' +
        '(+₹3 above ₹1,000 from Apr 2024); weight handling from ₹29',
      status: 'fact',
      source: 'sell.amazon.in fees and pricing',
    }),
  ],
  saleEvents: [
    { name: 'Prime Day', months: 'July', source: 'Vikreta marketplace facts, seasonality (November 2026)' },
    {
      name: 'the Great Indian Festival',
      months: 'September–November',
      source: 'Vikreta marketplace facts, seasonality (November 2026)',
    },
  ],
  buyerLanguages: englishAndHindi,
  rateCard: amazonInRateCard,
  listingFile: amazonInListingFile,
});
