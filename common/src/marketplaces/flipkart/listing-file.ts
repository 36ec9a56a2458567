import type { ListingFileTemplate } from '../listing-file-template';

/**
 * Flipkart's bulk listing sheet: one workbook per vertical, headers on row 1, three rows of notes, products
 * from row 5; the columns before `Seller SKU ID` are Flipkart's own (serial number, QC status) and stay empty.
 * Column names as sellers' tools read them from downloaded sheets (reported, not from a Flipkart page: no
 * official documentation of the sheet was found), collected November 2026. Note Flipkart's spelling
 * 'Fullfilment by'. Flipkart builds the product title itself from Brand, Model Name and the vertical's
 * attributes: the sheet has no title column. The separator Flipkart wants between several keywords or features
 * was not found either: Vikreta joins them with commas.
 */
export const flipkartListingFile: ListingFileTemplate = {
  name: 'Flipkart bulk listing sheet',
  version: "headers on row 1, products from row 5, as sellers' tools read the sheet; reported, November 2026",
  source:
    "Flipkart listing sheets as read by sellers' tools (reported, November 2026); at most 5 search keywords (Flipkart Growth Guide)",
  sheet: 'listing',
  headRows: (columns) => [
    columns.map((c) => c.header),
    columns.map((c) => (c.required ? 'Mandatory' : 'Optional')),
    columns.map((c) => c.label ?? ''),
    columns.map(() => ''),
  ],
  headerRow: 1,
  columns: [
    { header: 'Flipkart Serial Number', label: 'Filled by Flipkart', value: () => undefined },
    { header: 'Catalog QC Status', label: 'Filled by Flipkart', value: () => undefined },
    { header: 'QC Failed Reason (if any)', label: 'Filled by Flipkart', value: () => undefined },
    { header: 'Product Data Status', label: 'Filled by Flipkart', value: () => undefined },
    { header: 'Disapproval Reason', label: 'Filled by Flipkart', value: () => undefined },
    { header: 'Seller SKU ID', field: 'sku', value: (l) => l.sku, required: true },
    { header: 'Listing Status', value: () => 'ACTIVE' },
    { header: 'MRP (INR)', field: 'mrp', value: (l) => l.mrp, required: true },
    { header: 'Your selling price (INR)', field: 'price', value: (l) => l.price, required: true },
    { header: 'Fullfilment by', value: () => 'Seller' },
    { header: 'Brand', field: 'brand', value: (l) => l.brand, required: true },
    { header: 'Description', field: 'description', value: (l) => l.description },
    { header: 'Search Keywords', label: 'Up to 5', field: 'keywords', value: (l) => l.keywords.join(', ') },
    { header: 'Key Features', field: 'bullets', value: (l) => l.bullets.join(', ') },
  ],
  bulletLabel: 'Key feature',
  titleNote: "Flipkart writes the title itself from the brand, the model name and the vertical's attributes.",
  note: "Flipkart's sheet for your vertical adds its own attributes (Model Name, HSN, Tax Code, images): if the upload is refused, copy these columns into the sheet you download from Seller Hub.",
};
