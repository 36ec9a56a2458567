import type { ListingFileTemplate } from '../listing-file-template';

/**
 * Amazon.in's category inventory file (flat file), legacy layout: a `Template` sheet with the template's
 * settings on row 1, labels on row 2, field names on row 3 and products from row 4. Field names and layout as
 * public copies of Amazon's data definitions and sellers' tools give them (reported, not from an Amazon page),
 * collected November 2026. Required fields vary by category: Amazon's `Data Definitions` sheet says which.
 */
export const amazonInListingFile: ListingFileTemplate = {
  name: 'Amazon.in category inventory file (flat file)',
  version:
    'legacy flat file (fptcustom): field names on row 3, products from row 4; as reported, November 2026',
  source:
    'Amazon flat-file data definitions as copied by sellers and listing tools (reported, November 2026); generic_keywords under 200 bytes on amazon.in (Amazon announcement, 2017, quoted by seller guides)',
  sheet: 'Template',
  headRows: (columns) => [
    ['TemplateType=fptcustom', 'Version=Vikreta', 'settings=attributeRow=3&dataRow=4&labelRow=2'],
    columns.map((c) => c.label ?? c.header),
    columns.map((c) => c.header),
  ],
  headerRow: 3,
  columns: [
    { header: 'item_sku', field: 'sku', label: 'Seller SKU', value: (l) => l.sku, required: true },
    { header: 'brand_name', field: 'brand', label: 'Brand Name', value: (l) => l.brand, required: true },
    { header: 'item_name', field: 'title', label: 'Product Name', value: (l) => l.title, required: true },
    { header: 'manufacturer', field: 'manufacturer', label: 'Manufacturer', value: (l) => l.manufacturer },
    {
      header: 'product_description',
      field: 'description',
      label: 'Product Description',
      value: (l) => l.description,
    },
    ...[0, 1, 2, 3, 4].map((i) => ({
      header: `bullet_point${i + 1}`,
      label: 'Key Product Features',
      field: `bullets[${i}]`,
      value: (l: { bullets: string[] }) => l.bullets[i],
    })),
    { header: 'generic_keywords', field: 'searchTerms', label: 'Search Terms', value: (l) => l.searchTerms },
    { header: 'maximum_retail_price', field: 'mrp', label: 'Maximum Retail Price', value: (l) => l.mrp },
    { header: 'standard_price', field: 'price', label: 'Your Price', value: (l) => l.price },
    { header: 'update_delete', label: 'Update Delete', value: () => 'Update' },
  ],
  bulletLabel: 'Bullet',
  // Amazon data definitions (reported, November 2026).
  brand: {
    maxChars: 50,
    source: 'Amazon flat-file data definitions: brand_name 1 to 50 characters (reported)',
  },
  note: "Amazon's template for your category may ask for more fields (product type, item type, HSN, manufacturer): if the upload is refused, copy these rows into the template you download from Seller Central.",
};
