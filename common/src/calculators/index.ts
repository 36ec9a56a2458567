/** Pure calculator logic for the /calculators/* screens and the true-payout calculator. */
export * from './inputs';
export * from './money';
export * from './profit-margin';
export * from './break-even';
export * from './shipping';
export * from './bulk-discount';
export * from './marketplace-fee';
export * from './delivery';
export * from './return-loss';
export * from './subscription';
export * from './payout-rules';
export * from './true-payout';
export * from './true-payout-shown';
export * from './rate-cards';
