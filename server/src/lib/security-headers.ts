/** CSP that the built SPA satisfies: no inline scripts, styles from our own origin (plus React style attributes). */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Razorpay's checkout (Razorpay mode only): its script, the payment modal it frames from Razorpay's API
 * host, and the calls that page makes. The sandbox's checkout is our own script and needs none of it.
 */
export const razorpayCheckoutSources = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** The CSP for the payment gateway in use. */
export function contentSecurityPolicyFor(gateway: 'razorpay' | 'sandbox') {
  if (gateway === 'sandbox') return contentSecurityPolicy;
  const policy = { ...contentSecurityPolicy };
  for (const [directive, sources] of Object.entries(razorpayCheckoutSources)) {
    const key = directive as keyof typeof razorpayCheckoutSources;
    policy[key] = [...contentSecurityPolicy[key], ...sources];
  }
  return policy;
}
