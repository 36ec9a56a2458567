/**
 * An outside AI service failed: it did not answer in time, refused the request, or answered in a shape
 * that does not fit the contract. The message is written for the seller and names no internals; the AI
 * feature answers it as 502 AI_PROVIDER_FAILED.
 */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
}
