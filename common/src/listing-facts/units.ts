/**
 * Quantities as sellers write them ('5 L', '750 W', '10,000 mAh', '7-12 kg', '40H') and their equivalence:
 * '5 Litre' = '5L' = '5000 ml'. Values are compared in a base unit per measure.
 */
export const measures = [
  'volume',
  'weight',
  'length',
  'power',
  'battery',
  'duration',
  'data',
  'voltage',
  'speed',
  'resolution',
  'pressure',
  'sensitivity',
  'paper',
] as const;
export type Measure = (typeof measures)[number];

interface UnitDef {
  measure: Measure;
  /** Multiplier to the measure's base unit (ml, g, mm, W, mAh, h, GB, V, rpm, MP). */
  factor: number;
  /** How the unit is shown when Vikreta writes it. */
  display: string;
}

const unitTable: Record<string, UnitDef> = {};
const def = (aliases: string, measure: Measure, factor: number, display: string) => {
  for (const a of aliases.split(' ')) unitTable[a] = { measure, factor, display };
};
def('ml mls millilitre millilitres milliliter milliliters', 'volume', 1, 'ml');
def('l ltr ltrs lt litre litres liter liters', 'volume', 1000, 'L');
def('g gm gms gram grams gr', 'weight', 1, 'g');
def('kg kgs kilo kilos kilogram kilograms', 'weight', 1000, 'kg');
def('mg', 'weight', 0.001, 'mg');
def('mm', 'length', 1, 'mm');
def('cm cms centimetre centimetres centimeter centimeters', 'length', 10, 'cm');
def('m mtr mtrs metre metres meter meters', 'length', 1000, 'm');
def('inch inches', 'length', 25.4, 'inch');
def('ft feet foot', 'length', 304.8, 'ft');
def('w watt watts', 'power', 1, 'W');
def('kw', 'power', 1000, 'kW');
def('mah', 'battery', 1, 'mAh');
def('h hr hrs hour hours', 'duration', 1, 'H');
def('gb', 'data', 1, 'GB');
def('tb', 'data', 1024, 'TB');
def('mb', 'data', 1 / 1024, 'MB');
def('v volt volts', 'voltage', 1, 'V');
def('rpm', 'speed', 1, 'RPM');
def('mp', 'resolution', 1, 'MP');
def('atm', 'pressure', 1, 'ATM');
def('dpi', 'sensitivity', 1, 'DPI');
def('gsm', 'paper', 1, 'GSM');

const unitAlternation = Object.keys(unitTable)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Number (with Indian or Western grouping), optional range, optional hyphen or space, unit. */
export const quantityPattern = new RegExp(
  `(?<![\\p{L}\\p{N}.])(\\d{1,3}(?:,\\d{2,3})+|\\d+(?:\\.\\d+)?)(?:\\s*(?:-|–|to)\\s*(\\d+(?:\\.\\d+)?))?\\s*-?\\s*(${unitAlternation})(?![\\p{L}\\p{N}])`,
  'giu',
);

export interface Quantity {
  value: number;
  /** Upper end of a range ('7-12 kg'). */
  max?: number;
  unit: string;
  measure: Measure;
  /** In the base unit of the measure, for comparing '5 L' with '5000 ml'. */
  base: number;
  /** As the seller wrote it. */
  text: string;
  index: number;
}

export const parseNumber = (s: string) => Number(s.replace(/,/g, ''));

/**
 * '5G' or '4G' written right after a model ('Redmi Note 13 5G', 'Nord CE 4 Lite 5G', 'Activa 6G'), capital G and
 * no space: the mobile network or the model's generation, not grams, unless a weight word comes before it ('Net wt
 * 5G'). Vikreta rule, as of November 2026.
 */
function isNetworkGeneration(written: string, text: string, at: number): boolean {
  return /^[1-9]G$/.test(written) && !/\b(?:wt|weight|net|qty|quantity)\.?\s*:?\s*$/i.test(text.slice(0, at));
}

export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(quantityPattern)) {
    const unit = unitTable[(m[3] ?? '').toLowerCase()];
    if (!unit || isNetworkGeneration(m[0], text, m.index ?? 0)) continue;
    let value = parseNumber(m[1] ?? '');
    let max = m[2] ? parseNumber(m[2]) : undefined;
    let at = m.index ?? 0;
    let written = m[0];
    // 'Pack of 4 - 150 ml' is a count and a size, not the range 4–150: a range needs low < high and no
    // count word right before it.
    if (max !== undefined && (max <= value || /\b(?:of|pack|set|x)\s*$/i.test(text.slice(0, at)))) {
      const second = written.search(/(?:-|–|to)\s*\d/);
      written = written.slice(second).replace(/^(?:-|–|to)\s*/, '');
      at += m[0].length - written.length;
      value = max;
      max = undefined;
    }
    out.push({
      value,
      ...(max !== undefined ? { max } : {}),
      unit: unit.display,
      measure: unit.measure,
      base: value * unit.factor,
      text: written.trim(),
      index: at,
    });
  }
  return out;
}

export const sameQuantity = (a: Quantity, b: Quantity) =>
  a.measure === b.measure &&
  Math.abs(a.base - b.base) < 1e-6 &&
  (a.max === undefined || b.max === undefined || a.max === b.max);

/** The quantity written the way Vikreta writes it: '5 L', '22.5 W', '7-12 kg', '10000 mAh'. */
export function formatQuantity(q: Quantity): string {
  const n = (x: number) => String(x);
  return `${n(q.value)}${q.max !== undefined ? `-${n(q.max)}` : ''} ${q.unit}`;
}

/**
 * A test for phrases that give another specification than the seller's: '750 watt' beside a '500 watt'
 * product. Pack weights and volumes are not specifications ('atta 10 kg' beside '5 kg': sellers list several
 * packs of one product), except of a durable product, whose capacity is ('kettle 1.8 litre' beside a 1.5 litre
 * one). Vikreta rule, as of November 2026.
 */
export function otherSpecificationThan(
  sellerText: string,
  { durable = false }: { durable?: boolean } = {},
): (phrase: string) => boolean {
  const specs = findQuantities(sellerText).filter(
    (q) => durable || (q.measure !== 'weight' && q.measure !== 'volume'),
  );
  return (phrase) =>
    findQuantities(phrase).some(
      (q) =>
        specs.some((s) => s.measure === q.measure) &&
        !specs.some((s) => s.measure === q.measure && s.base === q.base),
    );
}

/** '850 ml, 1500 ml, 2500 ml' → '850, 1500, 2500 ml': a unit said once, so a list of sizes keeps a title's repeat rule. */
export function shareUnits(text: string): string {
  return text.replace(
    /\b\d+(?:\.\d+)?\s?([a-z]{1,5})\b(?:\s*,\s*\d+(?:\.\d+)?\s?\1\b)+/gi,
    (list: string, unit: string) =>
      `${list
        .split(/\s*,\s*/)
        .map((item) => item.replace(new RegExp(`\\s?${unit}$`, 'i'), ''))
        .join(', ')} ${unit}`,
  );
}

/** '850, 1500, 2500 ml' → '850 ml, 1500 ml, 2500 ml': each size with its unit, to read them one by one. */
export function expandSharedUnits(text: string): string {
  return text.replace(
    /(?<!\b(?:of|pack|set|x)\s*)\b((?:\d+(?:\.\d+)?\s*,\s*)+)(\d+(?:\.\d+)?)\s?([a-z]{1,5})\b/gi,
    (all, head: string, last: string, unit: string) =>
      unitTable[unit.toLowerCase()]
        ? `${head
            .split(/\s*,\s*/)
            .filter(Boolean)
            .map((n) => `${n} ${unit}`)
            .join(', ')}, ${last} ${unit}`
        : all,
  );
}
