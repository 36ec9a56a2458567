import { andList } from '@common/text/and-list';
import { capitalize } from '../text';
import type { Messages } from './types';

const q = (s: string) => `'${s}'`;

export const en: Messages = {
  cite: (c) =>
    c.status === 'default'
      ? `(Vikreta default, as of ${c.asOf})`
      : `(${c.status === 'reported' ? 'reported: ' : ''}${c.source}, as of ${c.asOf})`,
  list: andList,

  wordsField: {
    'search-terms': 'in the bullets and backend search terms',
    'keyword-slots': 'in the listing’s search keywords',
    description: 'in the description',
    any: 'in backend search terms or search keywords, where the marketplace has them',
  },
  leadTitle: (seed) => `Lead the title with ${q(seed)}: buyers scan only the first few words.`,
  otherWords: (words, field) =>
    `Cover the other words buyers use (${words}) ${field} rather than repeating them in the title.`,
  targetLongTail: (phrases) =>
    `Target long-tail phrases such as ${phrases} in sponsored ads: fewer listings compete for them and buyers using them are close to purchase.`,
  pricePoint: (search, below, above) =>
    `Buyers search by budget (${q(search)}): a price of ${below} shows up for that search, ${above} does not.`,
  packSizes: (sizes) =>
    `Offer each size (${sizes}) as its own variant: shoppers type the size with the product name.`,
  seasons: (windows) => `Plan stock and ads ahead of ${windows}, when searches like these rise.`,
  nativeKeywords: (language, forms, bytesOn, field) =>
    `Buyers also search in ${language} (${forms}): add these ${field}${bytesOn ? `; on ${bytesOn}, Indic script costs 3 bytes a character` : ''}.`,
  spellings: (forms, field) =>
    `Common spellings and Hinglish forms buyers type (${forms}) belong ${field}, never in the title.`,
  location: (place) =>
    `The built-in engine does not measure demand in ${place}; check the marketplace's own search suggestions there before you stock up.`,
  estimatesNote:
    'Volumes and competition here are estimates from Vikreta’s product data, not marketplace search logs: confirm with the search bar suggestions and your ad reports.',
  noVocabulary: (seed) =>
    `Vikreta has no vocabulary for ${q(seed)} yet: these keywords are built only from your own words: check the marketplace's search suggestions for more.`,
  noKeywords: (seed, typedInEnglish) =>
    `Vikreta has no vocabulary for ${q(seed)} yet and could not build keywords from these words: ${typedInEnglish ? "check the marketplace's search suggestions." : "type the product's name in English, as most buyers search, or check the marketplace's search suggestions."}`,

  titleLimit: (platform, max, c) => `${platform} titles: at most ${max} characters ${en.cite(c)}.`,
  titleLead: (seed, chars, limit, c) =>
    `Put ${q(seed)} in the first ${chars} characters of the title; ${limit} ${en.cite(c)}.`,
  titleRules: (rules, c) => `Title rules: ${rules} ${en.cite(c)}.`,
  backendTerms: (platform, terms, bytes, max, rule, c) =>
    `Backend search terms (words not already in the title): "${terms}", ${bytes} bytes; about ${max} bytes on ${platform}, and ${rule} ${en.cite(c)}.`,
  bulletsAdvice: (a, b, rule, c) => `Use the bullets for ${q(a)} and ${q(b)}: ${rule} ${en.cite(c)}.`,
  searchKeywordSlots: (list, rule, c) => `Search keywords: ${rule} ${en.cite(c)}; use ${list}.`,
  idAttributes: (seed, rules, c) =>
    `${capitalize(rules)} ${en.cite(c)}: fill type, material and use attributes so ${q(seed)} is built into the title.`,
  qualityCheck: (rule, c) => `Images and attributes must match the product: ${rule} ${en.cite(c)}.`,
  meeshoPrice: (platform, example) =>
    `${platform} shoppers are price-led: phrases like ${q(example)} match how they search.`,
  feesLine: (text, c) => `Fees: ${text} ${en.cite(c)}; price for the payout, not the order value.`,
  myntraFilters: (platform, seed) =>
    `${platform} shoppers filter by brand, size, colour and fabric: fill every filter so ${q(seed)} results include you.`,
  myntraFabric: (example) => `Describe fit and fabric with phrases such as ${q(example)}.`,
  myntraFiltersMaterial: (platform, seed) =>
    `${platform} shoppers filter by brand, colour and material: fill every filter so ${q(seed)} results include you.`,
  myntraMaterial: (example) => `Describe material and finish with phrases such as ${q(example)}.`,
  myntraOffCategory: (platform, category, seed) =>
    `${platform}'s catalogue centres on fashion, beauty and lifestyle; check that ${category} is open to you before listing ${q(seed)}.`,
  nykaaConcern: (platform, a, b) =>
    `${platform} shoppers search by concern and ingredient: lead with ${q(a)} and ${q(b)}.`,
  nykaaDetails:
    'State skin or hair type, key ingredients and pack size in the name and the first lines of the description.',
  nykaaOffCategory: (platform, category) =>
    `${platform} centres on beauty and wellness; ${category} may not fit its catalogue.`,
  quickName: (name) =>
    `Quick-commerce shoppers type short names with a pack size: start the product name with ${q(name)}.`,
  barcodeRule: (platform, rule, c) => `${platform}: ${rule} ${en.cite(c)}.`,
  buysStock: (platform, seed, c) =>
    `${platform} mostly buys stock from brands and distributors ${en.cite(c)}: approach it as a supplier with sell-through data for ${q(seed)}.`,
  catalogueAttributes: (platform, seed) =>
    `Fill in every product detail ${platform} asks for (brand, type, size, pack) so buyers who filter for ${q(seed)} find you.`,
  zomatoDish: (seed) => `Name dishes the way diners search: ${q(seed)} plus portion size and veg or non-veg.`,
  zomatoOffCategory: (platform, noun) =>
    `${platform} lists restaurant menus; packaged ${noun} sells on marketplaces and quick-commerce apps instead.`,

  keyFeatures: 'Key features',
  productDetails: 'Product details',
  brandLabel: 'Brand',
  packLabel: 'Pack',
  productTypeLabel: 'Product type',
  categoryLabel: 'Category',
  shortDescription: (lead, facts) => `${lead}: ${facts}.`,

  tipTitleLength: (first, chars, recommended, max, c) =>
    `Title: ${q(first)} is ${chars} characters, within the ${recommended} recommended; longer options stay within ${max} ${en.cite(c)}.`,
  tipTitleMax: (platform, longest, max, c) =>
    `Title: the suggestions run up to ${longest} characters; ${platform} titles: at most ${max} characters ${en.cite(c)}.`,
  tipBullets: (missing) =>
    `Turn the Key features into your bullets${missing ? `, and add what buyers still look for: ${missing}` : ''}.`,
  tipBackend: (terms, bytes, c) =>
    `Backend search terms (words not in the title): "${terms}", ${bytes} bytes ${en.cite(c)}.`,
  tipNoContact: (rule, c) => `Keep out of every field: ${rule} ${en.cite(c)}.`,
  tipIdAttributes: (brand, rule, c) =>
    `${capitalize(rule)} ${en.cite(c)}: ${brand ? `enter ${q(brand)} as Brand` : 'enter your brand'}, then fill type, material and use.`,
  tipFees: (text, c) =>
    `Fees: ${text} ${en.cite(c)}: show pack contents and size clearly in the first image and the title.`,
  tipMyntra: (platform) =>
    `${platform} names are short brand-plus-product lines: put fabric, fit and occasion in the attributes and fill every filter (size, colour, fabric, occasion).`,
  tipMyntraMaterial: (platform) =>
    `${platform} names are short brand-plus-product lines: put material, colour and occasion in the attributes and fill every filter (colour, material, occasion).`,
  tipNykaa: (platform) =>
    `Name the key ingredient, skin or hair type and pack size: ${platform} shoppers filter and search by them. Keep claims to what the label supports.`,
  tipQuick: (name) =>
    `Start the product name with ${q(name)}: quick-commerce shoppers search short names with pack sizes.`,
  tipZomato:
    'Name dishes plainly with portion size and veg or non-veg; keep descriptions to ingredients and taste.',
  tipChecklist: (missing) =>
    `Buyers compare these before they order, and your text does not state them yet: ${missing}.`,
};
