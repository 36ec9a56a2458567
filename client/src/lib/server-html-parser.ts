import { DOMParser } from 'linkedom';

const parser = new DOMParser();

/**
 * An inert document of `html` where the browser's DOMParser is missing (pages rendered on the server): linkedom,
 * given a whole document (a bare fragment's first element would be read as the page's head).
 */
export const parseOnServer = (html: string) =>
  parser.parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  ) as unknown as Document;
