/** A hop count trusts that many proxies in front of us; addresses trust exactly those proxies; false none. */
export const trustProxyOption = (setting: false | number | string[]) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
