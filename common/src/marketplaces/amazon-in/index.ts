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
      translated: {
        hi: 'टाइटल में स्पेस सहित अधिकतम 200 अक्षर हो सकते हैं (कुछ कैटेगरी में कम)',
        bn: 'শিরোনামে স্পেস সহ সর্বোচ্চ 200 অক্ষর চলে (কিছু ক্যাটাগরিতে কম)',
        mr: 'शीर्षकात स्पेससह जास्तीत जास्त 200 अक्षरे चालतात (काही श्रेणींमध्ये कमी)',
        ta: 'தலைப்பில் இடைவெளிகள் உட்பட அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம் (சில வகைகளில் குறைவு)',
        te: 'శీర్షికలో ఖాళీలతో కలిపి గరిష్ఠంగా 200 అక్షరాలు ఉండవచ్చు (కొన్ని కేటగిరీల్లో తక్కువ)',
      },
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
    // A note with a topic is quoted as a clause of the engine's advice (see README); the notes without one (the
    // 80-character recommendation, the byte figure that searchTerms also holds) go to the model's prompt only.
    notes: [
      note({
        text: 'no word more than twice in a title, except articles, prepositions and conjunctions (from Jan 2025)',
        status: 'fact',
        source: help,
        topic: 'word-repeats',
        translated: {
          hi: 'कोई भी शब्द दो बार से ज़्यादा नहीं (आर्टिकल, प्रीपोज़िशन और कंजंक्शन छोड़कर, जनवरी 2025 से)',
          bn: 'কোনো শব্দ দুবারের বেশি নয় (আর্টিকেল, প্রিপোজিশন আর সংযোজক বাদে, জানুয়ারি 2025 থেকে)',
          mr: 'कोणताही शब्द दोनपेक्षा जास्त वेळा नाही (आर्टिकल, प्रीपोझिशन आणि उभयान्वयी अव्यये वगळून, जानेवारी 2025 पासून)',
          ta: 'எந்தச் சொல்லும் இரண்டு முறைக்கு மேல் வரக்கூடாது (சுட்டுச்சொற்கள், முன்னிடைச்சொற்கள், இணைப்புச்சொற்கள் தவிர, ஜனவரி 2025 முதல்)',
          te: 'ఏ పదమూ రెండుసార్లకు మించి రాకూడదు (ఆర్టికల్స్, ప్రిపోజిషన్స్, కంజంక్షన్స్ తప్ప, జనవరి 2025 నుండి)',
        },
      }),
      note({
        text: 'titles must not contain ! $ ? _ { } ^ ¬ ¦ or promotional phrases',
        status: 'fact',
        source: help,
        topic: 'title-rules',
        translated: {
          hi: 'टाइटल में ! $ ? _ { } ^ ¬ ¦ या प्रचार वाले शब्द नहीं',
          bn: 'শিরোনামে ! $ ? _ { } ^ ¬ ¦ বা প্রচারমূলক শব্দ চলবে না',
          mr: 'शीर्षकात ! $ ? _ { } ^ ¬ ¦ किंवा प्रचारात्मक शब्द नकोत',
          ta: 'தலைப்பில் ! $ ? _ { } ^ ¬ ¦ அல்லது விளம்பரச் சொற்றொடர்கள் கூடாது',
          te: 'శీర్షికలో ! $ ? _ { } ^ ¬ ¦ లేదా ప్రచార పదాలు ఉండకూడదు',
        },
      }),
      note({ text: 'titles under 80 characters are recommended', status: 'fact', source: help }),
      note({
        text: '5 bullet points of about 250 characters each; no HTML, emojis, ™ ® ©, "N/A" or guarantees',
        status: 'reported',
        source: 'seller guides',
        topic: 'bullets',
        translated: {
          hi: 'लगभग 250 अक्षरों के 5 बुलेट; HTML, इमोजी, ™ ® ©, "N/A" या गारंटी नहीं',
          bn: 'প্রায় 250 অক্ষরের 5টি বুলেট; HTML, ইমোজি, ™ ® ©, "N/A" বা গ্যারান্টি নয়',
          mr: 'सुमारे 250 अक्षरांचे 5 बुलेट; HTML, इमोजी, ™ ® ©, "N/A" किंवा हमी नको',
          ta: 'சுமார் 250 எழுத்துகள் கொண்ட 5 புல்லட்கள்; HTML, எமோஜி, ™ ® ©, "N/A" அல்லது உத்தரவாதங்கள் கூடாது',
          te: 'సుమారు 250 అక్షరాల 5 బుల్లెట్లు; HTML, ఎమోజీలు, ™ ® ©, "N/A" లేదా గ్యారంటీలు వద్దు',
        },
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
        translated: {
          hi: 'लिस्टिंग में कहीं भी URL, फ़ोन नंबर, ई-मेल, कीमत, उपलब्धता, रिव्यू या प्रमोशन नहीं',
          bn: 'লিস্টিংয়ের কোথাও URL, ফোন নম্বর, ই-মেল, দাম, প্রাপ্যতা, রিভিউ বা প্রচার নয়',
          mr: 'लिस्टिंगमध्ये कुठेही URL, फोन नंबर, ई-मेल, किंमत, उपलब्धता, रिव्ह्यू किंवा प्रमोशन नको',
          ta: 'பட்டியலில் எங்கும் URL, தொலைபேசி எண், மின்னஞ்சல், விலை, கையிருப்பு, மதிப்புரைகள் அல்லது விளம்பரங்கள் கூடாது',
          te: 'లిస్టింగ్‌లో ఎక్కడా URL, ఫోన్ నంబర్, ఈ-మెయిల్, ధర, లభ్యత, రివ్యూలు లేదా ప్రమోషన్లు వద్దు',
        },
      }),
      note({
        text: 'backend search terms: about 200 bytes on Amazon.in (249 on US/EU)',
        status: 'reported',
        source: 'seller guides',
      }),
      note({
        text: 'Devanagari and other Indic scripts take 3 bytes a character',
        status: 'reported',
        source: 'seller guides',
        topic: 'search-terms',
        translated: {
          hi: 'देवनागरी व दूसरी भारतीय लिपियों का हर अक्षर 3 बाइट लेता है',
          bn: 'দেবনাগরী সহ ভারতীয় লিপির প্রতিটি অক্ষর 3 বাইট',
          mr: 'देवनागरी व इतर भारतीय लिपींचे प्रत्येक अक्षर 3 बाइट घेते',
          ta: 'தேவநாகரி உள்ளிட்ட இந்திய எழுத்துகள் ஒவ்வொன்றும் 3 பைட்டுகள்',
          te: 'దేవనాగరి సహా భారతీయ లిపుల్లో ప్రతి అక్షరం 3 బైట్లు',
        },
      }),
    ],
  },
  fees: [
    note({
      text: '0% referral fee on items priced up to ₹300 in 135+ categories (from 7 Apr 2025)',
      status: 'fact',
      source: 'Business Standard',
      topic: 'zero-commission',
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
