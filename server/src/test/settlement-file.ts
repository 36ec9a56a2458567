const columns =
  'settlement-id\tsettlement-start-date\tsettlement-end-date\tdeposit-date\ttotal-amount\tcurrency\ttransaction-type\torder-id\tmerchant-order-id\tadjustment-id\tshipment-id\tmarketplace-name\tamount-type\tamount-description\tamount\tfulfillment-id\tposted-date\tposted-date-time\torder-item-code\tmerchant-order-item-id\tmerchant-adjustment-item-id\tsku\tquantity-purchased\tpromotion-id';

/**
 * An Amazon.in settlement flat file V2 of about `lines` amount lines (11 an order, books at ₹200–₹999), every
 * 50th order charged two weight slabs for 0.4 kg: for the settlement benchmark and the tests of long checks.
 */
export function largeSettlementFile(lines: number): Buffer {
  const out = [columns, '236628501\t2026-09-01T00:00:00+00:00\t2026-09-30T00:00:00+00:00\t\t0\tINR'];
  for (let n = 0; out.length < lines + 2; n++) {
    const order = `408-${String(n).padStart(7, '0')}-${String(n * 7).padStart(7, '0')}`;
    const principal = 200 + (n % 800);
    const commission = principal <= 250 ? 0.03 : principal <= 500 ? 0.045 : principal <= 1000 ? 0.09 : 0.125;
    const date = `${String((n % 28) + 1).padStart(2, '0')}.09.2026`;
    const amounts: [string, string, number][] = [
      ['ItemPrice', 'Principal', principal],
      ['ItemPrice', 'Product Tax', 0],
      ['ItemFees', 'Commission', -principal * commission],
      ['ItemFees', 'Commission IGST', -principal * commission * 0.18],
      ['ItemFees', 'Fixed closing fee', -5],
      ['ItemFees', 'Fixed closing fee IGST', -0.9],
      ['ItemFees', 'Easy Ship weight handling fees', n % 50 === 0 ? -90 : -65],
      ['ItemFees', 'Easy Ship weight handling fees IGST', n % 50 === 0 ? -16.2 : -11.7],
      ['ItemWithheldTax', 'TCS-IGST', -principal * 0.005],
      ['ItemWithheldTax', 'TDS (Section 194-O)', -principal * 0.001],
      ['Promotion', 'Shipping discount', 0],
    ];
    for (const [type, description, amount] of amounts)
      out.push(
        `236628501\t\t\t\t\t\tOrder\t${order}\t\t\t\tAmazon.in\t${type}\t${description}\t${amount.toFixed(2)}\tMFN\t${date}\t\t${n}\t\t\tBOOK-${n % 300}\t1\t`,
      );
  }
  return Buffer.from(`${out.join('\n')}\n`);
}
