import type { Cite, Messages } from './types';

const q = (s: string) => `'${s}'`;
const cite = (c: Cite) =>
  c.status === 'default'
    ? `(Vikreta का डिफ़ॉल्ट, ${c.asOf} तक)`
    : `(${c.status === 'reported' ? 'रिपोर्ट: ' : ''}${c.source}, ${c.asOf} तक)`;

/** Hindi. */
export const hi: Messages = {
  cite,
  list: (xs) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} और ${xs.at(-1)}`),

  wordsField: {
    'search-terms': 'बुलेट और बैकएंड सर्च टर्म्स में',
    'keyword-slots': 'लिस्टिंग के सर्च कीवर्ड में',
    description: 'विवरण में',
    any: 'बैकएंड सर्च टर्म्स या सर्च कीवर्ड में (जहां मार्केटप्लेस में हों)',
  },
  leadTitle: (seed) => `टाइटल की शुरुआत ${q(seed)} से करें: खरीदार सिर्फ़ पहले कुछ शब्द देखते हैं।`,
  otherWords: (words, field) =>
    `खरीदार जो दूसरे शब्द इस्तेमाल करते हैं (${words}), उन्हें टाइटल में दोहराने के बजाय ${field} डालें।`,
  targetLongTail: (phrases) =>
    `स्पॉन्सर्ड विज्ञापनों में ${phrases} जैसे लंबे वाक्यांशों को टारगेट करें: इन पर कम लिस्टिंग मुकाबला करती हैं और इन्हें खोजने वाले खरीदार खरीदने के करीब होते हैं।`,
  pricePoint: (search, below, above) =>
    `खरीदार बजट से खोजते हैं (${q(search)}): ${below} की कीमत उस खोज में दिखती है, ${above} की नहीं।`,
  packSizes: (sizes) =>
    `हर साइज़ (${sizes}) को अलग वैरिएंट के रूप में रखें: खरीदार प्रोडक्ट के नाम के साथ साइज़ टाइप करते हैं।`,
  seasons: (windows) => `${windows} से पहले स्टॉक और विज्ञापनों की योजना बनाएं, जब ऐसी खोजें बढ़ती हैं।`,
  nativeKeywords: (language, forms, bytesOn, field) =>
    `खरीदार ${language} में भी खोजते हैं (${forms}): इन्हें ${field} जोड़ें${bytesOn ? `; ${bytesOn} पर भारतीय लिपि का हर अक्षर 3 बाइट लेता है` : ''}।`,
  spellings: (forms, field) =>
    `खरीदार जो आम स्पेलिंग और हिंग्लिश रूप टाइप करते हैं (${forms}), वे ${field} डालें, टाइटल में कभी नहीं।`,
  location: (place) =>
    `बिल्ट-इन इंजन ${place} की मांग नहीं मापता; स्टॉक बढ़ाने से पहले वहां मार्केटप्लेस के अपने सर्च सुझाव देखें।`,
  estimatesNote:
    'यहां सर्च वॉल्यूम और प्रतिस्पर्धा Vikreta के प्रोडक्ट डेटा से अनुमान हैं, मार्केटप्लेस के सर्च लॉग नहीं: सर्च बार के सुझावों और अपनी विज्ञापन रिपोर्ट से पुष्टि करें।',
  noVocabulary: (seed) =>
    `Vikreta के पास अभी ${q(seed)} की शब्दावली नहीं है: ये कीवर्ड सिर्फ़ आपके अपने शब्दों से बने हैं: और कीवर्ड के लिए मार्केटप्लेस के सर्च सुझाव देखें।`,
  noKeywords: (seed, typedInEnglish) =>
    `Vikreta के पास अभी ${q(seed)} की शब्दावली नहीं है और इन शब्दों से कीवर्ड नहीं बन सके: ${typedInEnglish ? 'मार्केटप्लेस के सर्च सुझाव देखें।' : 'उत्पाद का नाम अंग्रेज़ी में लिखें, जैसे ज़्यादातर खरीदार खोजते हैं, या मार्केटप्लेस के सर्च सुझाव देखें।'}`,

  titleLimit: (platform, max, c) => `${platform} टाइटल: अधिकतम ${max} अक्षर ${cite(c)}।`,
  titleLead: (seed, chars, limit, c) => `टाइटल के पहले ${chars} अक्षरों में ${q(seed)} रखें; ${limit} ${cite(c)}।`,
  titleRules: (rules, c) => `टाइटल के नियम: ${rules} ${cite(c)}।`,
  backendTerms: (platform, terms, bytes, max, rule, c) =>
    `बैकएंड सर्च टर्म्स (जो शब्द टाइटल में नहीं हैं): "${terms}", ${bytes} बाइट; ${platform} पर लगभग ${max} बाइट, और ${rule} ${cite(c)}।`,
  bulletsAdvice: (a, b, rule, c) => `बुलेट में ${q(a)} और ${q(b)} लिखें: ${rule} ${cite(c)}।`,
  searchKeywordSlots: (list, rule, c) => `सर्च कीवर्ड: ${rule} ${cite(c)}; ये इस्तेमाल करें: ${list}।`,
  idAttributes: (seed, rules, c) =>
    `${rules} ${cite(c)}: टाइप, मटीरियल और उपयोग के एट्रिब्यूट भरें ताकि ${q(seed)} टाइटल में आए।`,
  qualityCheck: (rule, c) => `फ़ोटो और एट्रिब्यूट प्रोडक्ट से मेल खाने चाहिए: ${rule} ${cite(c)}।`,
  meeshoPrice: (platform, example) =>
    `${platform} के खरीदार कीमत देखकर खरीदते हैं: ${q(example)} जैसे वाक्यांश उनकी खोज से मेल खाते हैं।`,
  feesLine: (text, c) => `फ़ीस: ${text} ${cite(c)}; कीमत ऑर्डर वैल्यू नहीं, पेआउट देखकर तय करें।`,
  myntraFilters: (platform, seed) =>
    `${platform} के खरीदार ब्रांड, साइज़, रंग और फ़ैब्रिक से फ़िल्टर करते हैं: हर फ़िल्टर भरें ताकि ${q(seed)} के नतीजों में आप दिखें।`,
  myntraFabric: (example) => `फ़िट और फ़ैब्रिक को ${q(example)} जैसे वाक्यांशों से बताएं।`,
  myntraFiltersMaterial: (platform, seed) =>
    `${platform} के खरीदार ब्रांड, रंग और मटीरियल से फ़िल्टर करते हैं: हर फ़िल्टर भरें ताकि ${q(seed)} के नतीजों में आप दिखें।`,
  myntraMaterial: (example) => `मटीरियल और फ़िनिश को ${q(example)} जैसे वाक्यांशों से बताएं।`,
  myntraOffCategory: (platform, category, seed) =>
    `${platform} का कैटलॉग फ़ैशन, ब्यूटी और लाइफ़स्टाइल पर केंद्रित है; ${q(seed)} लिस्ट करने से पहले जांचें कि ${category} आपके लिए खुली है।`,
  nykaaConcern: (platform, a, b) =>
    `${platform} के खरीदार समस्या और सामग्री से खोजते हैं: शुरुआत ${q(a)} और ${q(b)} से करें।`,
  nykaaDetails: 'नाम और विवरण की पहली पंक्तियों में त्वचा या बालों का प्रकार, मुख्य सामग्री और पैक साइज़ लिखें।',
  nykaaOffCategory: (platform, category) =>
    `${platform} ब्यूटी और वेलनेस पर केंद्रित है; ${category} शायद उसके कैटलॉग में फ़िट न हो।`,
  quickName: (name) =>
    `क्विक-कॉमर्स के खरीदार पैक साइज़ के साथ छोटे नाम टाइप करते हैं: प्रोडक्ट का नाम ${q(name)} से शुरू करें।`,
  barcodeRule: (platform, rule, c) => `${platform}: ${rule} ${cite(c)}।`,
  buysStock: (platform, seed, c) =>
    `${platform} ज़्यादातर ब्रांड और डिस्ट्रीब्यूटर से स्टॉक खरीदता है ${cite(c)}: ${q(seed)} की बिक्री के आंकड़ों के साथ सप्लायर के रूप में संपर्क करें।`,
  catalogueAttributes: (platform, seed) =>
    `${platform} जो भी प्रोडक्ट विवरण मांगता है (ब्रांड, प्रकार, साइज़, पैक), सब भरें ताकि ${q(seed)} फ़िल्टर करने वाले खरीदार आपको पाएं।`,
  zomatoDish: (seed) => `डिश का नाम वैसे रखें जैसे ग्राहक खोजते हैं: ${q(seed)} के साथ पोर्शन साइज़ और वेज या नॉन-वेज।`,
  zomatoOffCategory: (platform, noun) =>
    `${platform} पर रेस्टोरेंट के मेन्यू होते हैं; पैक्ड ${noun} मार्केटप्लेस और क्विक-कॉमर्स ऐप पर बिकता है।`,

  keyFeatures: 'मुख्य विशेषताएं',
  productDetails: 'प्रोडक्ट विवरण',
  brandLabel: 'ब्रांड',
  packLabel: 'पैक',
  productTypeLabel: 'प्रोडक्ट का प्रकार',
  categoryLabel: 'कैटेगरी',
  shortDescription: (lead, facts) => `${lead} — मुख्य बातें: ${facts}।`,

  tipTitleLength: (first, chars, recommended, max, c) =>
    `टाइटल: ${q(first)} में ${chars} अक्षर हैं, सुझाए गए ${recommended} के भीतर; लंबे विकल्प भी ${max} के भीतर हैं ${cite(c)}।`,
  tipTitleMax: (platform, longest, max, c) =>
    `टाइटल: सुझाव ${longest} अक्षरों तक हैं; ${platform} टाइटल: अधिकतम ${max} अक्षर ${cite(c)}।`,
  tipBullets: (missing) =>
    `मुख्य विशेषताओं को अपने बुलेट बनाएं${missing ? `, और वह जोड़ें जो खरीदार अब भी देखते हैं: ${missing}` : ''}।`,
  tipBackend: (terms, bytes, c) =>
    `बैकएंड सर्च टर्म्स (जो शब्द टाइटल में नहीं हैं): "${terms}", ${bytes} बाइट ${cite(c)}।`,
  tipNoContact: (rule, c) => `किसी भी फ़ील्ड में नहीं: ${rule} ${cite(c)}।`,
  tipIdAttributes: (brand, rule, c) =>
    `${rule} ${cite(c)}: ${brand ? `Brand में ${q(brand)} भरें` : 'अपना ब्रांड भरें'}, फिर टाइप, मटीरियल और उपयोग भरें।`,
  tipFees: (text, c) => `फ़ीस: ${text} ${cite(c)}: पहली फ़ोटो और टाइटल में पैक में क्या है और साइज़ साफ़ दिखाएं।`,
  tipMyntra: (platform) =>
    `${platform} के नाम छोटे होते हैं, ब्रांड और प्रोडक्ट: फ़ैब्रिक, फ़िट और अवसर एट्रिब्यूट में डालें और हर फ़िल्टर (साइज़, रंग, फ़ैब्रिक, अवसर) भरें।`,
  tipMyntraMaterial: (platform) =>
    `${platform} के नाम छोटे होते हैं, ब्रांड और प्रोडक्ट: मटीरियल, रंग और अवसर एट्रिब्यूट में डालें और हर फ़िल्टर (रंग, मटीरियल, अवसर) भरें।`,
  tipNykaa: (platform) =>
    `मुख्य सामग्री, त्वचा या बालों का प्रकार और पैक साइज़ लिखें: ${platform} के खरीदार इन्हीं से फ़िल्टर और खोज करते हैं। दावे उतने ही रखें जितने लेबल पर हैं।`,
  tipQuick: (name) => `प्रोडक्ट का नाम ${q(name)} से शुरू करें: क्विक-कॉमर्स के खरीदार पैक साइज़ के साथ छोटे नाम खोजते हैं।`,
  tipZomato: 'डिश का नाम सीधा रखें, पोर्शन साइज़ और वेज या नॉन-वेज के साथ; विवरण में सामग्री और स्वाद लिखें।',
  tipChecklist: (missing) => `ऑर्डर से पहले खरीदार ये बातें मिलाते हैं, जो आपके विवरण में अभी नहीं हैं: ${missing}।`,
};
