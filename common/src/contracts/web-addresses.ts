import { z } from 'zod';

/** A path on this site ('/trending/x.svg'), not a protocol-relative address ('//evil.example'). */
export const isSiteRelative = (url: string): boolean =>
  url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !/\s/.test(url);

const isHttp = (url: string): boolean => {
  if (url !== url.trim()) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/** An image a page may load: http(s), or a path on this site. */
export const isSafeImageUrl = (url: string): boolean => isSiteRelative(url) || isHttp(url);

/** A link a page may follow: http(s), mail, a path on this site, or an anchor on the page. */
export const isSafeLinkHref = (href: string): boolean =>
  isHttp(href) || /^mailto:[^\s]+$/i.test(href) || isSiteRelative(href) || /^#[\w-]*$/.test(href);

export const webAddressMaxLength = 2000;

/** An image address in a form: empty (no image), or an http(s) URL or a path on this site. */
export const imageUrlField = z
  .string()
  .trim()
  .max(webAddressMaxLength, `Use at most ${webAddressMaxLength} characters`)
  .refine((url) => url === '' || isSafeImageUrl(url), 'Use an image address starting with https:// or /');

/** A link target in a form: an http(s) URL, a path on this site ('/signup') or an anchor ('#pricing'). */
export const linkField = z
  .string()
  .trim()
  .max(webAddressMaxLength, `Use at most ${webAddressMaxLength} characters`)
  .refine(isSafeLinkHref, 'Use a link starting with https://, / or #');
