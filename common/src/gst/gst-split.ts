/** GST on a price that includes it (Vikreta's plan prices do): 18% on software services. */
export const gstRatePercent = 18;

export interface GstSplit {
  /** All amounts in the smallest currency unit (paise). */
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Splits a GST-inclusive total into the taxable value and the tax: CGST + SGST (half each) when the supply
 * stays within the supplier's state, IGST otherwise. The parts always add up to the total.
 */
export function splitGst(total: number, intraState: boolean): GstSplit {
  const taxable = Math.round((total * 100) / (100 + gstRatePercent));
  const tax = total - taxable;
  if (!intraState) return { total, taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { total, taxable, cgst, sgst: tax - cgst, igst: 0 };
}
