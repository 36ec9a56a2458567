import { defaultMarketplaceTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace, type SourcedNote } from '../types';
import { meeshoRateCard } from './rate-card';

/**
 * Meesho: listing rules and fees, collected November 2026 from seller reports (Meesho publishes no title
 * limit; its catalogue upload columns were not found in any public source, so Vikreta writes no Meesho file).
 */
const asOf = 'November 2026';
const note = (n: Omit<SourcedNote, 'asOf'>): SourcedNote => ({ ...n, asOf });

export const meesho = defineMarketplace({
  id: 'meesho',
  name: 'Meesho',
  kind: 'marketplace',
  advice: 'value',
  asOf,
  sells: {
    Electronics: 3,
    Fashion: 2,
    Beauty: 6,
    'Home & Kitchen': 3,
    Sports: 3,
    Automotive: 3,
    'Baby Products': 5,
    Garden: 3,
    Jewelry: 1,
    Watches: 4,
    'Bags & Wallets': 4,
    Shoes: 4,
    Decor: 3,
    'Mobile Phones': 3,
    Toys: 3,
    Stationery: 3,
  },
  listing: {
    titleMaxChars: defaultMarketplaceTitleLimit,
    titleLimit: defaultTitleLimit(defaultMarketplaceTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 2000,
    notes: [
      note({
        text: '0% commission; the seller pays forward shipping (about ₹45–90 an order) and return shipping',
        status: 'reported',
        source: 'seller reports',
        topic: 'fees',
        translated: {
          hi: '0% कमीशन; आगे की शिपिंग (लगभग ₹45–90 प्रति ऑर्डर) और रिटर्न शिपिंग विक्रेता देता है',
          ta: '0% கமிஷன்; அனுப்பும் செலவை (ஒரு ஆர்டருக்கு சுமார் ₹45–90) மற்றும் திருப்பி அனுப்பும் செலவை விற்பனையாளரே செலுத்துகிறார்',
          te: '0% కమిషన్; పంపే షిప్పింగ్ (ఒక్కో ఆర్డర్‌కు సుమారు ₹45–90), రిటర్న్ షిప్పింగ్ విక్రేతే చెల్లిస్తారు',
          bn: '0% কমিশন; পাঠানোর খরচ (প্রতি অর্ডারে প্রায় ₹45–90) আর রিটার্নের খরচ বিক্রেতা দেন',
          mr: '0% कमिशन; पुढील शिपिंग (प्रति ऑर्डर सुमारे ₹45–90) आणि रिटर्न शिपिंग विक्रेता भरतो',
        },
      }),
      note({
        text: 'payout is often 8–15% below order value after gateway charges, shipping, TCS, TDS and penalties',
        status: 'reported',
        source: 'seller reports',
        topic: 'payout',
      }),
    ],
  },
  fees: [
    note({
      text: '0% commission, but the seller pays shipping (about ₹45–90 an order) and returns',
      status: 'reported',
      source: 'seller reports',
    }),
  ],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
  rateCard: meeshoRateCard,
});
