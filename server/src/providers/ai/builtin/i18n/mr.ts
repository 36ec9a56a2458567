import type { Cite, Messages } from './types';

const q = (s: string) => `'${s}'`;
const cite = (c: Cite) =>
  c.status === 'default'
    ? `(Vikreta डीफॉल्ट, ${c.asOf} पर्यंत)`
    : `(${c.status === 'reported' ? 'अहवाल: ' : ''}${c.source}, ${c.asOf} पर्यंत)`;

/** Marathi. */
export const mr: Messages = {
  cite,
  list: (xs) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} आणि ${xs.at(-1)}`),

  wordsField: {
    'search-terms': 'बुलेट आणि बॅकएंड सर्च टर्म्समध्ये',
    'keyword-slots': 'लिस्टिंगच्या सर्च कीवर्डमध्ये',
    description: 'वर्णनात',
    any: 'बॅकएंड सर्च टर्म्स किंवा सर्च कीवर्डमध्ये (मार्केटप्लेसवर असतील तिथे)',
  },
  leadTitle: (seed) => `शीर्षकाची सुरुवात ${q(seed)} ने करा: खरेदीदार फक्त पहिले काही शब्द पाहतात.`,
  otherWords: (words, field) => `खरेदीदार वापरत असलेले इतर शब्द (${words}) शीर्षकात पुन्हा न लिहिता ${field} वापरा.`,
  targetLongTail: (phrases) =>
    `प्रायोजित जाहिरातींमध्ये ${phrases} सारखे लांब वाक्यांश लक्ष्य करा: त्यांच्यासाठी कमी लिस्टिंग स्पर्धा करतात आणि असे शोधणारे खरेदीदार खरेदीच्या जवळ असतात.`,
  pricePoint: (search, below, above) =>
    `खरेदीदार बजेटनुसार शोधतात (${q(search)}): ${below} ची किंमत त्या शोधात दिसते, ${above} ची नाही.`,
  packSizes: (sizes) =>
    `प्रत्येक साइज (${sizes}) वेगळा प्रकार म्हणून ठेवा: खरेदीदार उत्पादनाच्या नावासोबत साइज टाइप करतात.`,
  seasons: (windows) => `${windows} आधी साठा आणि जाहिरातींचे नियोजन करा, जेव्हा असे शोध वाढतात.`,
  nativeKeywords: (language, forms, bytesOn, field) =>
    `खरेदीदार ${language} मध्येही शोधतात (${forms}): हे ${field} जोडा${bytesOn ? `; ${bytesOn} वर भारतीय लिपीचे प्रत्येक अक्षर 3 बाइट घेते` : ''}.`,
  spellings: (forms, field) =>
    `खरेदीदार टाइप करत असलेली सामान्य स्पेलिंग आणि इंग्रजी अक्षरांतील रूपे (${forms}) ${field} ठेवा, शीर्षकात कधीच नाही.`,
  location: (place) =>
    `अंगभूत इंजिन ${place} मधील मागणी मोजत नाही; साठा वाढवण्यापूर्वी तिथे मार्केटप्लेसच्या स्वतःच्या सर्च सूचना तपासा.`,
  estimatesNote:
    'येथील सर्च व्हॉल्यूम आणि स्पर्धा Vikreta च्या उत्पादन माहितीवरून अंदाज आहेत, मार्केटप्लेसचे सर्च लॉग नाहीत: सर्च बारच्या सूचना आणि तुमच्या जाहिरात अहवालांनी खात्री करा.',
  noVocabulary: (seed) =>
    `Vikreta कडे अजून ${q(seed)} साठी शब्दसंग्रह नाही: हे कीवर्ड फक्त तुमच्या स्वतःच्या शब्दांवरून बनवले आहेत: अधिक कीवर्डसाठी मार्केटप्लेसच्या सर्च सूचना पाहा.`,
  noKeywords: (seed, typedInEnglish) =>
    `Vikreta कडे अजून ${q(seed)} साठी शब्दसंग्रह नाही आणि या शब्दांवरून कीवर्ड बनवता आले नाहीत: ${typedInEnglish ? 'मार्केटप्लेसच्या सर्च सूचना पाहा.' : 'बहुतेक खरेदीदार शोधतात तसे उत्पादनाचे नाव इंग्रजीत लिहा, किंवा मार्केटप्लेसच्या सर्च सूचना पाहा.'}`,

  titleLimit: (platform, max, c) => `${platform} शीर्षक: जास्तीत जास्त ${max} अक्षरे ${cite(c)}.`,
  titleLead: (seed, chars, limit, c) =>
    `शीर्षकाच्या पहिल्या ${chars} अक्षरांत ${q(seed)} ठेवा; ${limit} ${cite(c)}.`,
  titleRules: (rules, c) => `शीर्षकाचे नियम: ${rules} ${cite(c)}.`,
  backendTerms: (platform, terms, bytes, max, rule, c) =>
    `बॅकएंड सर्च टर्म्स (जे शब्द शीर्षकात नाहीत): "${terms}", ${bytes} बाइट; ${platform} वर सुमारे ${max} बाइट, आणि ${rule} ${cite(c)}.`,
  bulletsAdvice: (a, b, rule, c) => `बुलेटमध्ये ${q(a)} आणि ${q(b)} लिहा: ${rule} ${cite(c)}.`,
  searchKeywordSlots: (list, rule, c) => `सर्च कीवर्ड: ${rule} ${cite(c)}; हे वापरा: ${list}.`,
  idAttributes: (seed, rules, c) =>
    `${rules} ${cite(c)}: प्रकार, मटेरियल आणि वापराचे अॅट्रिब्यूट भरा म्हणजे ${q(seed)} शीर्षकात येईल.`,
  qualityCheck: (rule, c) => `फोटो आणि अॅट्रिब्यूट उत्पादनाशी जुळले पाहिजेत: ${rule} ${cite(c)}.`,
  meeshoPrice: (platform, example) =>
    `${platform} वरचे खरेदीदार किंमत पाहून खरेदी करतात: ${q(example)} सारखे वाक्यांश त्यांच्या शोधाशी जुळतात.`,
  feesLine: (text, c) => `शुल्क: ${text} ${cite(c)}; किंमत ऑर्डर मूल्यावर नव्हे तर मिळणाऱ्या रकमेवर ठरवा.`,
  myntraFilters: (platform, seed) =>
    `${platform} वरचे खरेदीदार ब्रँड, साइज, रंग आणि फॅब्रिकनुसार फिल्टर करतात: प्रत्येक फिल्टर भरा म्हणजे ${q(seed)} च्या निकालांत तुम्ही दिसाल.`,
  myntraFabric: (example) => `फिट आणि फॅब्रिक ${q(example)} सारख्या वाक्यांशांनी सांगा.`,
  myntraFiltersMaterial: (platform, seed) =>
    `${platform} वरचे खरेदीदार ब्रँड, रंग आणि मटेरियलनुसार फिल्टर करतात: प्रत्येक फिल्टर भरा म्हणजे ${q(seed)} च्या निकालांत तुम्ही दिसाल.`,
  myntraMaterial: (example) => `मटेरियल आणि फिनिश ${q(example)} सारख्या वाक्यांशांनी सांगा.`,
  myntraOffCategory: (platform, category, seed) =>
    `${platform} चा कॅटलॉग फॅशन, ब्युटी आणि लाइफस्टाइलवर केंद्रित आहे; ${q(seed)} लिस्ट करण्यापूर्वी ${category} तुमच्यासाठी खुली आहे का ते तपासा.`,
  nykaaConcern: (platform, a, b) =>
    `${platform} वरचे खरेदीदार समस्या आणि घटकांनुसार शोधतात: सुरुवात ${q(a)} आणि ${q(b)} ने करा.`,
  nykaaDetails: 'नाव आणि वर्णनाच्या पहिल्या ओळींत त्वचा किंवा केसांचा प्रकार, मुख्य घटक आणि पॅक साइज लिहा.',
  nykaaOffCategory: (platform, category) =>
    `${platform} ब्युटी आणि वेलनेसवर केंद्रित आहे; ${category} कदाचित त्याच्या कॅटलॉगमध्ये बसणार नाही.`,
  quickName: (name) =>
    `क्विक-कॉमर्सवरचे खरेदीदार पॅक साइजसह छोटी नावे टाइप करतात: उत्पादनाचे नाव ${q(name)} ने सुरू करा.`,
  barcodeRule: (platform, rule, c) => `${platform}: ${rule} ${cite(c)}.`,
  buysStock: (platform, seed, c) =>
    `${platform} बहुतेक ब्रँड आणि वितरकांकडून साठा विकत घेते ${cite(c)}: ${q(seed)} च्या विक्रीच्या आकडेवारीसह पुरवठादार म्हणून संपर्क करा.`,
  catalogueAttributes: (platform, seed) =>
    `${platform} मागत असलेली प्रत्येक उत्पादन माहिती (ब्रँड, प्रकार, साइज, पॅक) भरा, म्हणजे ${q(seed)} फिल्टर करणारे खरेदीदार तुम्हाला शोधू शकतील.`,
  zomatoDish: (seed) =>
    `पदार्थाचे नाव ग्राहक जसे शोधतात तसे ठेवा: ${q(seed)} सोबत पोर्शन साइज आणि व्हेज किंवा नॉन-व्हेज.`,
  zomatoOffCategory: (platform, noun) =>
    `${platform} वर रेस्टॉरंटचे मेनू असतात; पॅकबंद ${noun} मार्केटप्लेस आणि क्विक-कॉमर्स अॅपवर विकले जाते.`,

  keyFeatures: 'मुख्य वैशिष्ट्ये',
  productDetails: 'उत्पादनाचा तपशील',
  brandLabel: 'ब्रँड',
  packLabel: 'पॅक',
  productTypeLabel: 'उत्पादनाचा प्रकार',
  categoryLabel: 'श्रेणी',
  shortDescription: (lead, facts) => `${lead} — ठळक वैशिष्ट्ये: ${facts}.`,

  tipTitleLength: (first, chars, recommended, max, c) =>
    `शीर्षक: ${q(first)} मध्ये ${chars} अक्षरे आहेत, सुचवलेल्या ${recommended} च्या आत; मोठे पर्यायही ${max} च्या आत आहेत ${cite(c)}.`,
  tipTitleMax: (platform, longest, max, c) =>
    `शीर्षक: सूचना ${longest} अक्षरांपर्यंत आहेत; ${platform} शीर्षक: जास्तीत जास्त ${max} अक्षरे ${cite(c)}.`,
  tipBullets: (missing) =>
    `मुख्य वैशिष्ट्यांचे बुलेट बनवा${missing ? `, आणि खरेदीदार अजूनही शोधतात ते जोडा: ${missing}` : ''}.`,
  tipBackend: (terms, bytes, c) =>
    `बॅकएंड सर्च टर्म्स (जे शब्द शीर्षकात नाहीत): "${terms}", ${bytes} बाइट ${cite(c)}.`,
  tipNoContact: (rule, c) => `कोणत्याही फील्डमध्ये नको: ${rule} ${cite(c)}.`,
  tipIdAttributes: (brand, rule, c) =>
    `${rule} ${cite(c)}: ${brand ? `Brand मध्ये ${q(brand)} भरा` : 'तुमचा ब्रँड भरा'}, मग प्रकार, मटेरियल आणि वापर भरा.`,
  tipFees: (text, c) => `शुल्क: ${text} ${cite(c)}: पहिल्या फोटोत आणि शीर्षकात पॅकमध्ये काय आहे आणि साइज स्पष्ट दाखवा.`,
  tipMyntra: (platform) =>
    `${platform} वरची नावे छोटी असतात, ब्रँड आणि उत्पादन: फॅब्रिक, फिट आणि प्रसंग अॅट्रिब्यूटमध्ये टाका आणि प्रत्येक फिल्टर (साइज, रंग, फॅब्रिक, प्रसंग) भरा.`,
  tipMyntraMaterial: (platform) =>
    `${platform} वरची नावे छोटी असतात, ब्रँड आणि उत्पादन: मटेरियल, रंग आणि प्रसंग अॅट्रिब्यूटमध्ये टाका आणि प्रत्येक फिल्टर (रंग, मटेरियल, प्रसंग) भरा.`,
  tipNykaa: (platform) =>
    `मुख्य घटक, त्वचा किंवा केसांचा प्रकार आणि पॅक साइज लिहा: ${platform} वरचे खरेदीदार याच आधारे फिल्टर आणि शोध करतात. दावे लेबलवर आहेत तितकेच ठेवा.`,
  tipQuick: (name) => `उत्पादनाचे नाव ${q(name)} ने सुरू करा: क्विक-कॉमर्सवरचे खरेदीदार पॅक साइजसह छोटी नावे शोधतात.`,
  tipZomato: 'पदार्थाचे नाव सोपे ठेवा, पोर्शन साइज आणि व्हेज किंवा नॉन-व्हेजसह; वर्णनात घटक आणि चव लिहा.',
  tipChecklist: (missing) =>
    `ऑर्डर करण्यापूर्वी खरेदीदार या गोष्टी तुलना करतात, आणि तुमच्या मजकुरात त्या अजून नाहीत: ${missing}.`,
};
