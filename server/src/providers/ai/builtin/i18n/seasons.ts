import type { Language } from '@common/constants/options';

/** Names of the selling seasons (market-data/seasonality.ts) and of the months in each app language. */
const seasonNames: Record<string, Partial<Record<Language, string>>> = {
  'Republic Day sales': {
    hi: 'गणतंत्र दिवस सेल',
    mr: 'प्रजासत्ताक दिन सेल',
    ta: 'குடியரசு தின விற்பனை',
    te: 'గణతంత్ర దినోత్సవ సేల్',
    bn: 'প্রজাতন্ত্র দিবসের সেল',
  },
  Holi: { hi: 'होली', mr: 'होळी', ta: 'ஹோலி', te: 'హోలీ', bn: 'দোল' },
  Summer: { hi: 'गर्मियां', mr: 'उन्हाळा', ta: 'கோடைக்காலம்', te: 'వేసవి', bn: 'গ্রীষ্ম' },
  'Prime Day': { hi: 'प्राइम डे', mr: 'प्राइम डे', ta: 'பிரைம் டே', te: 'ప్రైమ్ డే', bn: 'প্রাইম ডে' },
  'Independence Day sales': {
    hi: 'स्वतंत्रता दिवस सेल',
    mr: 'स्वातंत्र्य दिन सेल',
    ta: 'சுதந்திர தின விற்பனை',
    te: 'స్వాతంత్ర్య దినోత్సవ సేల్',
    bn: 'স্বাধীনতা দিবসের সেল',
  },
  'Onam and Ganesh Chaturthi': {
    hi: 'ओणम और गणेश चतुर्थी',
    mr: 'ओणम आणि गणेश चतुर्थी',
    ta: 'ஓணம் மற்றும் விநாயகர் சதுர்த்தி',
    te: 'ఓణం మరియు వినాయక చవితి',
    bn: 'ওণাম ও গণেশ চতুর্থী',
  },
  'Navratri, Dussehra, Big Billion Days, Great Indian Festival and Diwali': {
    hi: 'नवरात्रि, दशहरा, बिग बिलियन डेज़, ग्रेट इंडियन फ़ेस्टिवल और दिवाली',
    mr: 'नवरात्री, दसरा, बिग बिलियन डेज, ग्रेट इंडियन फेस्टिव्हल आणि दिवाळी',
    ta: 'நவராத்திரி, தசரா, பிக் பில்லியன் டேஸ், கிரேட் இந்தியன் ஃபெஸ்டிவல் மற்றும் தீபாவளி',
    te: 'నవరాత్రి, దసరా, బిగ్ బిలియన్ డేస్, గ్రేట్ ఇండియన్ ఫెస్టివల్ మరియు దీపావళి',
    bn: 'নবরাত্রি, দশেরা, বিগ বিলিয়ন ডেজ, গ্রেট ইন্ডিয়ান ফেস্টিভ্যাল ও দীপাবলি',
  },
  'Wedding season': {
    hi: 'शादियों का मौसम',
    mr: 'लग्नसराई',
    ta: 'திருமணக் காலம்',
    te: 'పెళ్లిళ్ల సీజన్',
    bn: 'বিয়ের মরসুম',
  },
  'Year-end sales': {
    hi: 'साल के अंत की सेल',
    mr: 'वर्षअखेरीचा सेल',
    ta: 'ஆண்டு இறுதி விற்பனை',
    te: 'సంవత్సరాంతపు సేల్',
    bn: 'বছর-শেষের সেল',
  },
};

const months: Record<Exclude<Language, 'en'>, readonly string[]> = {
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  mr: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
  ta: [
    'ஜனவரி',
    'பிப்ரவரி',
    'மார்ச்',
    'ஏப்ரல்',
    'மே',
    'ஜூன்',
    'ஜூலை',
    'ஆகஸ்ட்',
    'செப்டம்பர்',
    'அக்டோபர்',
    'நவம்பர்',
    'டிசம்பர்',
  ],
  te: ['జనవరి', 'ఫిబ్రవరి', 'మార్చి', 'ఏప్రిల్', 'మే', 'జూన్', 'జూలై', 'ఆగస్టు', 'సెప్టెంబర్', 'అక్టోబర్', 'నవంబర్', 'డిసెంబర్'],
  bn: [
    'জানুয়ারি',
    'ফেব্রুয়ারি',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর',
    'অক্টোবর',
    'নভেম্বর',
    'ডিসেম্বর',
  ],
};

export function seasonName(name: string, language: Language): string {
  return language === 'en' ? name : (seasonNames[name]?.[language] ?? name);
}

/** 'September–November' in the language; English names come from the caller. */
export function monthName(month: number, language: Language, english: string): string {
  return language === 'en' ? english : (months[language][month - 1] ?? english);
}
