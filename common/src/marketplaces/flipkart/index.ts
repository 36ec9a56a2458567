import { defaultMarketplaceTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace, type SourcedNote } from '../types';
import { flipkartListingFile } from './listing-file';
import { flipkartRateCard } from './rate-card';

/**
 * Flipkart: listing rules, fees and sales, collected November 2026. Sources: Flipkart Growth Guide (keywords,
 * attributes, quality control), press reports (zero commission under ₹1,000, Nov 2025), rate card summaries.
 */
const asOf = 'November 2026';
const guide = 'Flipkart Growth Guide';
const note = (n: Omit<SourcedNote, 'asOf'>): SourcedNote => ({ ...n, asOf });

export const flipkart = defineMarketplace({
  id: 'flipkart',
  name: 'Flipkart',
  kind: 'marketplace',
  advice: 'keyword-slots',
  asOf,
  sells: {
    Electronics: 2,
    Fashion: 4,
    Beauty: 3,
    'Home & Kitchen': 2,
    Sports: 2,
    Books: 2,
    Automotive: 2,
    Health: 2,
    'Food & Beverages': 5,
    'Baby Products': 2,
    'Pet Supplies': 2,
    Garden: 2,
    Tools: 2,
    Jewelry: 4,
    Watches: 2,
    'Bags & Wallets': 3,
    Shoes: 3,
    Furniture: 2,
    Decor: 2,
    'Kitchen Appliances': 2,
    'Mobile Phones': 2,
    Laptops: 2,
    Gaming: 2,
    Music: 2,
    Movies: 2,
    Toys: 2,
    Stationery: 2,
    'Office Products': 2,
  },
  listing: {
    titleMaxChars: defaultMarketplaceTitleLimit,
    titleLimit: note({
      text:
        'titles are assembled from attributes and no hard title limit is published; Vikreta keeps them within ' +
        `${defaultMarketplaceTitleLimit} characters`,
      status: 'default',
      source: 'Vikreta default',
    }),
    bannedTitleChars: [],
    descriptionMaxChars: 2000,
    searchKeywords: { max: 5, source: 'Flipkart Growth Guide: at most 5 search keywords' },
    notes: [
      note({
        text: 'at most 5 search keywords per listing',
        status: 'fact',
        source: guide,
        topic: 'search-keywords',
        translated: {
          hi: 'हर लिस्टिंग में अधिकतम 5 सर्च कीवर्ड',
          bn: 'প্রতি লিস্টিংয়ে সর্বোচ্চ 5টি সার্চ কিওয়ার্ড',
          mr: 'प्रत्येक लिस्टिंगमध्ये जास्तीत जास्त 5 सर्च कीवर्ड',
          ta: 'ஒரு பட்டியலுக்கு அதிகபட்சம் 5 தேடல் சொற்கள்',
          te: 'ఒక్కో లిస్టింగ్‌కు గరిష్ఠంగా 5 సెర్చ్ కీవర్డ్‌లు',
        },
      }),
      note({
        text: 'Brand and Model Name are mandatory ID attributes',
        status: 'fact',
        source: guide,
        topic: 'attributes',
        translated: {
          hi: 'Brand और Model Name अनिवार्य ID एट्रिब्यूट हैं',
          bn: 'Brand আর Model Name বাধ্যতামূলক ID অ্যাট্রিবিউট',
          mr: 'Brand आणि Model Name हे अनिवार्य ID अॅट्रिब्यूट आहेत',
          ta: 'Brand மற்றும் Model Name கட்டாய ID பண்புகள்',
          te: 'Brand, Model Name తప్పనిసరి ID అట్రిబ్యూట్లు',
        },
      }),
      note({
        text: 'the title is assembled from attributes',
        status: 'fact',
        source: guide,
        topic: 'title-rules',
        translated: {
          hi: 'टाइटल एट्रिब्यूट से बनता है',
          bn: 'শিরোনাম অ্যাট্রিবিউট থেকে তৈরি হয়',
          mr: 'शीर्षक अॅट्रिब्यूटमधून तयार होते',
          ta: 'தலைப்பு பண்புகளிலிருந்து உருவாகிறது',
          te: 'శీర్షిక అట్రిబ్యూట్ల నుండి తయారవుతుంది',
        },
      }),
      note({
        text: 'every listing passes quality control (QC) before it goes live',
        status: 'fact',
        source: guide,
        topic: 'quality-check',
        translated: {
          hi: 'हर लिस्टिंग लाइव होने से पहले क्वालिटी चेक (QC) से गुज़रती है',
          bn: 'প্রতিটি লিস্টিং লাইভ হওয়ার আগে কোয়ালিটি চেক (QC) পেরোয়',
          mr: 'प्रत्येक लिस्टिंग लाइव्ह होण्यापूर्वी गुणवत्ता तपासणी (QC) होते',
          ta: 'ஒவ்வொரு பட்டியலும் நேரலைக்கு வரும் முன் தரச் சோதனையை (QC) கடக்கிறது',
          te: 'ప్రతి లిస్టింగ్ లైవ్ అయ్యే ముందు నాణ్యత తనిఖీ (QC) దాటుతుంది',
        },
      }),
      note({
        text: 'zero commission on items under ₹1,000',
        status: 'reported',
        source: 'press reports (Nov 2025)',
      }),
    ],
  },
  fees: [
    note({
      text: 'zero commission on items under ₹1,000',
      status: 'reported',
      source: 'press reports (Nov 2025)',
      topic: 'zero-commission',
    }),
    note({
      text: 'marketplace fee = commission (2.8–25% by sub-category) + fixed fee + collection fee + shipping',
      status: 'reported',
      source: 'Flipkart rate card summaries',
    }),
  ],
  saleEvents: [
    {
      name: 'Big Billion Days',
      months: 'September–October',
      source: 'Vikreta marketplace facts, seasonality (November 2026)',
    },
  ],
  buyerLanguages: englishAndHindi,
  rateCard: flipkartRateCard,
  listingFile: flipkartListingFile,
});
