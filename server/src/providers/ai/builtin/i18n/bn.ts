import type { Cite, Messages } from './types';

const q = (s: string) => `'${s}'`;
const cite = (c: Cite) =>
  c.status === 'default'
    ? `(Vikreta ডিফল্ট, ${c.asOf} অনুযায়ী)`
    : `(${c.status === 'reported' ? 'রিপোর্ট: ' : ''}${c.source}, ${c.asOf} অনুযায়ী)`;

/** Bengali. */
export const bn: Messages = {
  cite,
  list: (xs) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} এবং ${xs.at(-1)}`),

  wordsField: {
    'search-terms': 'বুলেট আর ব্যাকএন্ড সার্চ টার্মে',
    'keyword-slots': 'লিস্টিংয়ের সার্চ কিওয়ার্ডে',
    description: 'বিবরণে',
    any: 'ব্যাকএন্ড সার্চ টার্মে বা সার্চ কিওয়ার্ডে (মার্কেটপ্লেসে থাকলে)',
  },
  leadTitle: (seed) => `শিরোনাম ${q(seed)} দিয়ে শুরু করুন: ক্রেতারা শুধু প্রথম কয়েকটি শব্দ দেখেন।`,
  otherWords: (words, field) =>
    `ক্রেতারা যে অন্য শব্দগুলো ব্যবহার করেন (${words}), সেগুলো শিরোনামে আবার না লিখে ${field} রাখুন।`,
  targetLongTail: (phrases) =>
    `স্পনসরড বিজ্ঞাপনে ${phrases}-এর মতো লম্বা বাক্যাংশ লক্ষ্য করুন: এগুলোর জন্য কম লিস্টিং প্রতিযোগিতা করে, আর যাঁরা এগুলো খোঁজেন তাঁরা কেনার কাছাকাছি থাকেন।`,
  pricePoint: (search, below, above) =>
    `ক্রেতারা বাজেট অনুযায়ী খোঁজেন (${q(search)}): ${below} দাম সেই সার্চে দেখা যায়, ${above} দেখা যায় না।`,
  packSizes: (sizes) =>
    `প্রতিটি সাইজ (${sizes}) আলাদা ভ্যারিয়েন্ট হিসেবে দিন: ক্রেতারা পণ্যের নামের সঙ্গে সাইজ টাইপ করেন।`,
  seasons: (windows) => `এমন সার্চ বাড়ার আগে, ${windows}-এর আগেই স্টক আর বিজ্ঞাপনের পরিকল্পনা করুন।`,
  nativeKeywords: (language, forms, bytesOn, field) =>
    `ক্রেতারা ${language}তেও খোঁজেন (${forms}): এগুলো ${field} যোগ করুন${bytesOn ? `; ${bytesOn}-এ ভারতীয় লিপির প্রতিটি অক্ষর 3 বাইট নেয়` : ''}।`,
  spellings: (forms, field) =>
    `ক্রেতারা যে সাধারণ বানান আর ইংরেজি হরফে লেখা রূপ টাইপ করেন (${forms}), সেগুলো ${field} রাখুন, শিরোনামে কখনও নয়।`,
  location: (place) =>
    `বিল্ট-ইন ইঞ্জিন ${place}-এর চাহিদা মাপে না; স্টক বাড়ানোর আগে সেখানে মার্কেটপ্লেসের নিজের সার্চ সাজেশন দেখে নিন।`,
  estimatesNote:
    'এখানকার সার্চ ভলিউম আর প্রতিযোগিতা Vikreta-র পণ্য-তথ্য থেকে পাওয়া অনুমান, মার্কেটপ্লেসের সার্চ লগ নয়: সার্চ বারের সাজেশন আর আপনার বিজ্ঞাপনের রিপোর্ট দিয়ে যাচাই করুন।',
  noVocabulary: (seed) =>
    `${q(seed)}-এর শব্দভান্ডার Vikreta-র কাছে এখনও নেই: এই কিওয়ার্ডগুলো শুধু আপনার নিজের শব্দ থেকে তৈরি: আরও কিওয়ার্ডের জন্য মার্কেটপ্লেসের সার্চ সাজেশন দেখুন।`,
  noKeywords: (seed, typedInEnglish) =>
    `${q(seed)}-এর শব্দভান্ডার Vikreta-র কাছে এখনও নেই, আর এই শব্দগুলো থেকে কিওয়ার্ড তৈরি করা যায়নি: ${typedInEnglish ? 'মার্কেটপ্লেসের সার্চ সাজেশন দেখুন।' : 'বেশিরভাগ ক্রেতা যেভাবে খোঁজেন, সেভাবে পণ্যের নাম ইংরেজিতে লিখুন, অথবা মার্কেটপ্লেসের সার্চ সাজেশন দেখুন।'}`,

  titleLimit: (platform, max, c) => `${platform}-এর শিরোনাম: সর্বোচ্চ ${max} অক্ষর ${cite(c)}।`,
  titleLead: (seed, chars, limit, c) =>
    `শিরোনামের প্রথম ${chars} অক্ষরের মধ্যে ${q(seed)} রাখুন; ${limit} ${cite(c)}।`,
  titleRules: (rules, c) => `শিরোনামের নিয়ম: ${rules} ${cite(c)}।`,
  backendTerms: (platform, terms, bytes, max, rule, c) =>
    `ব্যাকএন্ড সার্চ টার্ম (যে শব্দ শিরোনামে নেই): "${terms}", ${bytes} বাইট; ${platform}-এ প্রায় ${max} বাইট, আর ${rule} ${cite(c)}।`,
  bulletsAdvice: (a, b, rule, c) => `বুলেটে ${q(a)} আর ${q(b)} লিখুন: ${rule} ${cite(c)}।`,
  searchKeywordSlots: (list, rule, c) => `সার্চ কিওয়ার্ড: ${rule} ${cite(c)}; এগুলো ব্যবহার করুন: ${list}।`,
  idAttributes: (seed, rules, c) =>
    `${rules} ${cite(c)}: ধরন, উপাদান আর ব্যবহারের অ্যাট্রিবিউট পূরণ করুন, তাহলে ${q(seed)} শিরোনামে আসবে।`,
  qualityCheck: (rule, c) => `ছবি আর অ্যাট্রিবিউট পণ্যের সঙ্গে মিলতে হবে: ${rule} ${cite(c)}।`,
  meeshoPrice: (platform, example) =>
    `${platform}-র ক্রেতারা দাম দেখে কেনেন: ${q(example)}-এর মতো বাক্যাংশ তাঁদের সার্চের সঙ্গে মেলে।`,
  feesLine: (text, c) => `ফি: ${text} ${cite(c)}; অর্ডারের মূল্য নয়, হাতে আসা টাকা দেখে দাম ঠিক করুন।`,
  myntraFilters: (platform, seed) =>
    `${platform}-র ক্রেতারা ব্র্যান্ড, সাইজ, রং আর কাপড় দিয়ে ফিল্টার করেন: প্রতিটি ফিল্টার পূরণ করুন, যাতে ${q(seed)}-এর ফলাফলে আপনি থাকেন।`,
  myntraFabric: (example) => `ফিট আর কাপড় ${q(example)}-এর মতো বাক্যাংশে বর্ণনা করুন।`,
  myntraFiltersMaterial: (platform, seed) =>
    `${platform}-র ক্রেতারা ব্র্যান্ড, রং আর উপাদান দিয়ে ফিল্টার করেন: প্রতিটি ফিল্টার পূরণ করুন, যাতে ${q(seed)}-এর ফলাফলে আপনি থাকেন।`,
  myntraMaterial: (example) => `উপাদান আর ফিনিশ ${q(example)}-এর মতো বাক্যাংশে বর্ণনা করুন।`,
  myntraOffCategory: (platform, category, seed) =>
    `${platform}-র ক্যাটালগ ফ্যাশন, বিউটি আর লাইফস্টাইল-কেন্দ্রিক; ${q(seed)} লিস্ট করার আগে দেখে নিন ${category} আপনার জন্য খোলা কি না।`,
  nykaaConcern: (platform, a, b) =>
    `${platform}-র ক্রেতারা সমস্যা আর উপাদান ধরে খোঁজেন: ${q(a)} আর ${q(b)} দিয়ে শুরু করুন।`,
  nykaaDetails: 'নামে আর বিবরণের প্রথম লাইনে ত্বক বা চুলের ধরন, মূল উপাদান আর প্যাক সাইজ লিখুন।',
  nykaaOffCategory: (platform, category) =>
    `${platform} বিউটি আর ওয়েলনেস-কেন্দ্রিক; ${category} হয়তো এর ক্যাটালগে মানাবে না।`,
  quickName: (name) =>
    `কুইক-কমার্সের ক্রেতারা প্যাক সাইজ সহ ছোট নাম টাইপ করেন: পণ্যের নাম ${q(name)} দিয়ে শুরু করুন।`,
  barcodeRule: (platform, rule, c) => `${platform}: ${rule} ${cite(c)}।`,
  buysStock: (platform, seed, c) =>
    `${platform} বেশিরভাগ ব্র্যান্ড আর ডিস্ট্রিবিউটরের কাছ থেকে স্টক কেনে ${cite(c)}: ${q(seed)}-এর বিক্রির তথ্য নিয়ে সরবরাহকারী হিসেবে যোগাযোগ করুন।`,
  catalogueAttributes: (platform, seed) =>
    `${platform} যে সব পণ্যের তথ্য চায় (ব্র্যান্ড, ধরন, সাইজ, প্যাক) সব পূরণ করুন, যাতে ${q(seed)} ফিল্টার করা ক্রেতারা আপনাকে খুঁজে পান।`,
  zomatoDish: (seed) =>
    `খাবারের নাম সেভাবে দিন যেভাবে গ্রাহকেরা খোঁজেন: ${q(seed)}-এর সঙ্গে পরিমাণ আর ভেজ না নন-ভেজ।`,
  zomatoOffCategory: (platform, noun) =>
    `${platform} রেস্তোরাঁর মেনু দেখায়; প্যাকেটজাত ${noun} মার্কেটপ্লেস আর কুইক-কমার্স অ্যাপে বিক্রি হয়।`,

  keyFeatures: 'মূল বৈশিষ্ট্য',
  productDetails: 'পণ্যের বিবরণ',
  brandLabel: 'ব্র্যান্ড',
  packLabel: 'প্যাক',
  productTypeLabel: 'পণ্যের ধরন',
  categoryLabel: 'ক্যাটাগরি',
  shortDescription: (lead, facts) => `${lead} — মূল বৈশিষ্ট্য: ${facts}।`,

  tipTitleLength: (first, chars, recommended, max, c) =>
    `শিরোনাম: ${q(first)}-এ ${chars}টি অক্ষর, প্রস্তাবিত ${recommended}-এর মধ্যে; লম্বা বিকল্পগুলোও ${max}-এর মধ্যে ${cite(c)}।`,
  tipTitleMax: (platform, longest, max, c) =>
    `শিরোনাম: প্রস্তাবগুলো ${longest} অক্ষর পর্যন্ত; ${platform}-এর শিরোনাম: সর্বোচ্চ ${max} অক্ষর ${cite(c)}।`,
  tipBullets: (missing) =>
    `মূল বৈশিষ্ট্যগুলো আপনার বুলেট বানান${missing ? `, আর ক্রেতারা এখনও যা খোঁজেন তা যোগ করুন: ${missing}` : ''}।`,
  tipBackend: (terms, bytes, c) =>
    `ব্যাকএন্ড সার্চ টার্ম (যে শব্দ শিরোনামে নেই): "${terms}", ${bytes} বাইট ${cite(c)}।`,
  tipNoContact: (rule, c) => `কোনো ফিল্ডেই নয়: ${rule} ${cite(c)}।`,
  tipIdAttributes: (brand, rule, c) =>
    `${rule} ${cite(c)}: ${brand ? `Brand-এ ${q(brand)} লিখুন` : 'আপনার ব্র্যান্ড লিখুন'}, তারপর ধরন, উপাদান আর ব্যবহার পূরণ করুন।`,
  tipFees: (text, c) =>
    `ফি: ${text} ${cite(c)}: প্রথম ছবিতে আর শিরোনামে প্যাকে কী আছে আর সাইজ কত তা স্পষ্ট দেখান।`,
  tipMyntra: (platform) =>
    `${platform}-র নাম ব্র্যান্ড আর পণ্যের ছোট লাইন: কাপড়, ফিট আর উপলক্ষ অ্যাট্রিবিউটে দিন আর প্রতিটি ফিল্টার (সাইজ, রং, কাপড়, উপলক্ষ) পূরণ করুন।`,
  tipMyntraMaterial: (platform) =>
    `${platform}-র নাম ব্র্যান্ড আর পণ্যের ছোট লাইন: উপাদান, রং আর উপলক্ষ অ্যাট্রিবিউটে দিন আর প্রতিটি ফিল্টার (রং, উপাদান, উপলক্ষ) পূরণ করুন।`,
  tipNykaa: (platform) =>
    `মূল উপাদান, ত্বক বা চুলের ধরন আর প্যাক সাইজ লিখুন: ${platform}-র ক্রেতারা এগুলো দিয়েই ফিল্টার করে খোঁজেন। লেবেলে যা আছে, দাবি ততটুকুই রাখুন।`,
  tipQuick: (name) => `পণ্যের নাম ${q(name)} দিয়ে শুরু করুন: কুইক-কমার্সের ক্রেতারা প্যাক সাইজ সহ ছোট নাম খোঁজেন।`,
  tipZomato: 'খাবারের নাম সহজ রাখুন, পরিমাণ আর ভেজ বা নন-ভেজ সহ; বিবরণে উপাদান আর স্বাদ লিখুন।',
  tipChecklist: (missing) =>
    `অর্ডারের আগে ক্রেতারা এগুলো মিলিয়ে দেখেন, আর আপনার লেখায় এগুলো এখনও নেই: ${missing}।`,
};
