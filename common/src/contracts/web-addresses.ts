import { z } from 'zod';

import { isSafeImageUrl, isSafeLinkHref } from './web-address-rules';

export { isSafeImageUrl, isSafeLinkHref, isSiteRelative } from './web-address-rules';

export const webAddressMaxLength = 2000;
const imageUrlMessage = 'Use an image address starting with https:// or /';
const linkMessage = 'Use a link starting with https://, / or #';

/** An image address in a form: empty (no image), or an http(s) URL or a path on this site. */
export const imageUrlField = z
  .string()
  .trim()
  .max(webAddressMaxLength, `Use at most ${webAddressMaxLength} characters`)
  .refine((url) => url === '' || isSafeImageUrl(url), imageUrlMessage)
  .meta({
    format: 'uri-reference',
    description: `Empty for none, an http(s) address, or a path on this site starting with /: '${imageUrlMessage}' otherwise`,
  });

/** A link target in a form: an http(s) URL, a path on this site ('/signup') or an anchor ('#pricing'). */
export const linkField = z
  .string()
  .trim()
  .max(webAddressMaxLength, `Use at most ${webAddressMaxLength} characters`)
  .refine(isSafeLinkHref, linkMessage)
  .meta({
    format: 'uri-reference',
    description: `An http(s) or mailto: address, a path on this site starting with /, or an anchor (#pricing): '${linkMessage}' otherwise`,
  });
