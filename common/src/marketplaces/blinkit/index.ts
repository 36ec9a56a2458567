import { defaultShortTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace, type SourcedNote } from '../types';

/** Blinkit: quick commerce from dark stores. Sources: Blinkit seller pages, press reports (Mar 2025). */
const asOf = 'November 2026';
const note = (n: Omit<SourcedNote, 'asOf'>): SourcedNote => ({ ...n, asOf });

export const blinkit = defineMarketplace({
  id: 'blinkit',
  name: 'Blinkit',
  kind: 'quick-commerce',
  advice: 'quick-commerce',
  asOf,
  sells: {
    Electronics: 4,
    Beauty: 5,
    'Home & Kitchen': 4,
    Health: 4,
    'Food & Beverages': 1,
    'Baby Products': 3,
    'Pet Supplies': 3,
    'Kitchen Appliances': 3,
    'Mobile Phones': 4,
    Toys: 4,
    Stationery: 4,
  },
  listing: {
    titleMaxChars: defaultShortTitleLimit,
    titleLimit: defaultTitleLimit(defaultShortTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 1000,
    notes: [
      note({
        text: 'a listing needs a UPC/barcode and a matching business category; stock goes to dark stores',
        status: 'fact',
        source: 'Blinkit seller pages',
        topic: 'barcode',
        translated: {
          hi: 'लिस्टिंग के लिए UPC/बारकोड और मेल खाती बिज़नेस कैटेगरी चाहिए; स्टॉक डार्क स्टोर में जाता है',
          bn: 'লিস্টিংয়ের জন্য UPC/বারকোড আর মিলে যাওয়া ব্যবসায়িক ক্যাটাগরি লাগে; স্টক ডার্ক স্টোরে যায়',
          mr: 'लिस्टिंगसाठी UPC/बारकोड आणि जुळणारी व्यवसाय श्रेणी लागते; साठा डार्क स्टोअरमध्ये जातो',
          ta: 'பட்டியலுக்கு UPC/பார்கோடு மற்றும் பொருந்தும் வணிக வகை தேவை; சரக்கு டார்க் ஸ்டோர்களுக்குச் செல்கிறது',
          te: 'లిస్టింగ్‌కు UPC/బార్‌కోడ్, సరిపోయే బిజినెస్ కేటగిరీ కావాలి; స్టాక్ డార్క్ స్టోర్లకు వెళుతుంది',
        },
      }),
      note({
        text:
          'commission by price: 2% under ₹500 rising to 18% above ₹1,200; inwarding ₹5/unit, storage from ' +
          '₹1/day, fulfilment ₹50/unit, returns ₹50',
        status: 'reported',
        source: 'press reports (Mar 2025)',
        topic: 'fees',
      }),
    ],
  },
  fees: [
    note({
      text: 'commission 2% under ₹500 rising to 18% above ₹1,200, plus ₹50/unit fulfilment',
      status: 'reported',
      source: 'press reports (Mar 2025)',
    }),
  ],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
});
