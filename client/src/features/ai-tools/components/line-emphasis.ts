/**
 * The rich-text rule has no italics (spec 01 §1), but engines may close a section with a whole-line
 * '_Estimates from ..._' note: show it as a plain line rather than with literal underscores.
 * Underscores inside words or lines (snake_case, '_a_ b') are left alone.
 */
export const withoutLineEmphasis = (text: string) => text.replace(/^_([^_\n]+)_[ \t]*$/gm, '$1');
