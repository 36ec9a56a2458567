/**
 * What makes a spreadsheet read a CSV cell as a formula (OWASP CSV injection): `=`, `+`, `-`, `@`, a tab or a
 * carriage return at the very start, whatever follows it, line breaks included.
 */
const formulaStart = /^[=+\-@\t\r]/;

export const startsLikeFormula = (cell: string) => formulaStart.test(cell);

/**
 * The one formula guard of every CSV the app writes: a cell that starts like a formula gets a leading
 * apostrophe, so a spreadsheet shows it as text and never runs it. The writer also quotes such a cell.
 */
export const formulaSafeCell = (cell: string) => (startsLikeFormula(cell) ? `'${cell}` : cell);

/** Whether a written cell is one the guard escaped (an apostrophe before a formula's start). */
export const escapedByGuard = (cell: string) => cell.startsWith("'") && startsLikeFormula(cell.slice(1));
