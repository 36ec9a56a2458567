import type { Category } from '../../constants/options';

/**
 * Benefit-style health and body claims (beauty, baby, wellness, food, devices) and safety claims, with the
 * law or code behind each. Collected by Vikreta, as of November 2026. Loaded into claim-rules.ts.
 */
const devices: readonly Category[] = ['Electronics', 'Watches', 'Mobile Phones', 'Sports', 'Gaming'];

/** Proof that makes a device's health measurement lawful: a medical-device licence or registration. */
const medicalDeviceProof = /\b(?:cdsco|medical\s+device\s+(?:licen[cs]e|registration|registered)|iso\s?13485|usfda|fda[- ]cleared)\b/i;
/** Proof of a child-safety standard. */
const childSafetyProof = /\b(?:is\s?9873|bis[- ]certified|en\s?71|astm\s?f963|iso\s?8124)\b/i;

/** A word of Hindi or Marathi on its own, not inside a longer word ('धन' but not 'धनिया'). */
const indicWord = (alternatives: string) => String.raw`(?<![\p{L}\p{M}])(?:${alternatives})(?![\p{L}\p{M}])`;
const blessing =
  'health|(?:good\\s+)?luck|(?:good\\s+)?fortune|wealth|prosperity|money|success|positive\\s+(?:energy|vibes)|positivity';

export const bodyClaimRules = [
  {
    id: 'claim.blessing',
    label: 'luck or prosperity claim',
    patterns: [
      new RegExp(String.raw`\b(?:brings?|gives?|attracts?|ensures?|bestows?)\s+(?:${blessing})\b`, 'i'),
      // Hindi and Marathi: 'आरोग्य आणि समृद्धी देते' (gives health and prosperity), 'सौभाग्य लाता है' (brings luck).
      new RegExp(
        String.raw`${indicWord('आरोग्य|स्वास्थ्य|सेहत|समृद्धि|समृद्धी|सौभाग्य|भाग्य|धन|लक्ष्मी')}[^.!?।,\n]{0,40}?${indicWord('देते|देतो|देता|देती|लाते|लाता|लाती|आणते|आणतो')}`,
        'u',
      ),
      // Protection a charm cannot give: 'removes negative energy', 'wards off the evil eye', 'vastu dosh nivaran'.
      /\b(?:removes?|absorbs?|wards?\s+off|keeps?\s+away|protects?\s+(?:\w+\s+){0,2}from|drives?\s+away)\s+(?:all\s+)?(?:the\s+)?(?:negative\s+energy|negativity|evil\s+eyes?|nazar|bad\s+luck|evil\s+spirits?)\b/i,
      /\bvastu\s+dosh(?:a)?\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message:
      'Promises that a product brings health, luck or prosperity cannot be substantiated (a charm claimed to work wonders is a magic remedy); they are removed.',
    source:
      'Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954, sections 2(c) and 5 (talismans and charms); ASCI Code, Chapter I (truthful, substantiated claims)',
  },
  {
    id: 'claim.body-benefit',
    label: 'health claim',
    patterns: [
      /\b(?:improves?|sharpens?|boosts?|increases?|restores?)\s+(?:eye\s?sight|vision|memory|brain\s+power|concentration|height|stamina|immunity)\b/i,
      /\b(?:increases?|boosts?|adds?)\s+(?:your\s+|child'?s\s+|baby'?s\s+)?height\b/i,
      /\bheight\s+(?:growth|increase|gain)\b/i,
      /\b(?:makes?|keeps?|builds?)\s+(?:\w+\s+){0,2}bones?\s+(?:strong|stronger)\b/i,
      /\b(?:strong|stronger)\s+bones\b/i,
      /\b(?:no|zero|without(?:\s+any)?)\s+side[- ]effects?\b/i,
      /\bbrain\s+development\b/i,
      /\b(?:detox(?:ifies)?|purifies)\s+(?:the\s+)?(?:body|blood|liver)\b/i,
      /\b(?:stamina|power|energy|strength)\s+(?:double|doubles|2x)\b|\bdouble\s+(?:stamina|power|strength)\b/i,
      /\btestosterone\s+booster\b|\b(?:boosts?|increases?|raises?)\s+testosterone\b/i,
      // Hinglish: 'jad se khatam' (rooted out), 'hamesha ke liye' (for ever).
      /\bjad\s+se\s+(?:khatam|mitaye?|hataye?)\b|\bhamesha\s+ke\s+liye\b/i,
      // Strong bones, weight or height gain in Indian languages (Hindi, Marathi, Bengali, Tamil, Telugu).
      /(?:हड्डि|हाडे|হা(?:\u09DC|\u09A1\u09BC)|எலும்பு|ఎముక)[^।.!?\n]{0,25}(?:मजबूत|মজবুত|শক্ত|வலு|உறுதி|బలం|దృఢ|గట్టి)/u,
      /(?:वजन|वज़न|लंबाई|उंची|ওজন|উচ্চতা|எடை|உயரம்|బరువు|ఎత్తు)[^।.!?\n]{0,15}(?:बढ़|बढ़|वाढ|বা(?:\u09DC|\u09A1\u09BC)|அதிகரி|పెరుగ)/u,
      // A result promised by a date: 'removes dark spots in 7 days', 'visible results in 14 days'.
      /\b(?:removes?|clears?|fades?|reduces?|lightens?|results?)\b[^.!?\n]{0,60}?\bin\s+(?:just\s+|only\s+)?\d+\s+(?:days?|weeks?|nights?)\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message:
      'Claims that a product improves the body (eyesight, bones, height, memory) or has no side effects are health claims that need approval and proof; they are removed.',
    source:
      'Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954; FSSAI (Advertising and Claims) Regulations, 2018; ASCI Code, Chapter I',
  },
  {
    id: 'claim.fairness',
    label: 'fairness claim',
    patterns: [
      /\b(?:gives?|get|for)\s+(?:a\s+)?(?:fair|fairer|white|whiter|lighter)\s+(?:skin|complexion)\b/i,
      /\bfair(?:er)?\s+(?:skin|complexion)\s+in\s+\d+\s+days?\b/i,
      // 'makes skin fair and glowing', 'turns your skin white'.
      /\b(?:makes?|turns?|keeps?)\s+(?:your\s+)?(?:skin|face|complexion)\s+(?:fair|fairer|white|whiter|gora)\b/i,
      /\bskin\s+(?:whitening|lightening|brightening\s+to\s+fair)\b/i,
      /\bfairness\b/i,
      /\bwhitening\s+(?:cream|serum|lotion|face\s+wash|soap|formula|body)\b/i,
      /\b(?:lightens?|whitens?)\s+(?:the\s+)?(?:skin|complexion)\b/i,
    ],
    categories: ['Beauty', 'Health', 'Baby Products'],
    action: 'remove',
    message: 'Fairness and skin-whitening claims are not allowed: they imply dark skin is inferior and promise a change no cosmetic may claim.',
    source: 'ASCI Guidelines for advertising of fairness products (2014); Drugs and Magic Remedies Act, 1954 (proposed amendment 2020)',
  },
  {
    id: 'claim.chemical-free',
    label: 'misleading free-from claim',
    patterns: [/\b(?:chemical|toxin)[- ]free\b/i, /\b(?:no|zero)\s+chemicals?\b/i],
    categories: 'all',
    action: 'remove',
    message: 'Everything is made of chemicals: "chemical free" is misleading. Name what the product is free of (paraben, sulphate) instead.',
    source: 'ASCI Code, Chapter I (truthful, not misleading); CCPA Guidelines for Prevention of Misleading Advertisements, 2022',
  },
  {
    id: 'claim.medical-grade',
    label: 'medical claim',
    patterns: [/\b(?:medical|hospital|clinical|pharma(?:ceutical)?)[- ]grade\b/i],
    categories: 'all',
    action: 'remove',
    unlessSeller: medicalDeviceProof,
    message: '"Medical grade" needs a medical-device licence or registration stated on the listing.',
    source: 'Medical Devices Rules, 2017 (CDSCO); CCPA Guidelines for Prevention of Misleading Advertisements, 2022',
  },
  {
    id: 'claim.device-health',
    label: 'medical claim on a device',
    patterns: [
      /\b(?:monitors?|measures?|tracks?|checks?|reads?)?\s*(?:blood\s+pressure|bp)(?:\s+(?:monitor(?:ing)?|tracking|measurement|reading))?\b/i,
      /\b(?:monitors?|measures?|tracks?|checks?)?\s*(?:blood\s+(?:sugar|glucose)|glucose|diabetes)(?:\s+(?:monitor(?:ing)?|tracking|levels?))?\b/i,
      /\b(?:ecg|ekg)(?:\s+monitor(?:ing)?)?\b/i,
    ],
    categories: devices,
    action: 'remove',
    unlessSeller: medicalDeviceProof,
    message:
      'A watch, band or gadget without a medical-device licence may not claim to measure blood pressure, sugar or ECG; the claim is removed.',
    source: 'Medical Devices Rules, 2017 (CDSCO); CCPA Guidelines for Prevention of Misleading Advertisements, 2022',
  },
  {
    id: 'claim.disease',
    label: 'disease claim',
    patterns: [
      /\b(?:detects?|diagnos(?:es|e|is)|predicts?|prevents?)\s+(?:\w+\s+){0,2}(?:diseases?|illness(?:es)?|cancer|heart\s+attacks?|infections?|disorders?)(?:\s+early)?\b/i,
      /\bearly\s+(?:disease\s+)?detection\b/i,
      /\bcures?\s+all\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message: 'Claims to detect, diagnose or prevent disease are medical claims; without a licence they are removed.',
    source: 'Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954; Medical Devices Rules, 2017',
  },
  {
    id: 'claim.safety',
    label: 'safety claim without proof',
    patterns: [
      /\b(?:100%\s+|completely\s+|totally\s+|fully\s+)?safe\s+for\s+(?:kids|children|babies|baby|infants|toddlers|newborns?)\b/i,
      /\b(?:100%|completely|totally|absolutely)\s+safe\b/i,
      /\b(?:kitten|puppy|pet|child|kid|baby|toddler)[- ]safe\b/i,
      /\bsafe\s+(?:for\s+pregnant\s+(?:women|ladies|mothers)|during\s+pregnancy|in\s+pregnancy)\b/i,
      /\bharmless\b/i,
    ],
    categories: 'all',
    action: 'remove',
    unlessSeller: childSafetyProof,
    message: 'Safety claims for children need the certificate behind them (BIS IS 9873 for toys) stated on the listing.',
    source: 'Toys (Quality Control) Order, 2020 (BIS IS 9873); ASCI Code, Chapter I',
  },
] as const;
