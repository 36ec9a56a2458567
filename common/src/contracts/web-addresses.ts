import { z } from 'zod';

import { isSafeImageUrl, isSafeLinkHref } from './web-address-rules';

export { isSafeImageUrl, isSafeLinkHref, isSiteRelative } from './web-address-rules';

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
