/** A count with its noun in the right number: '1 subscriber', '0 subscribers', '1,20,000 users'. */
export const countOf = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
