// Which web addresses a page may load or follow: plain functions, no zod, so screens can use them cheaply.

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
