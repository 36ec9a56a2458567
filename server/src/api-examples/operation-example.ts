/** One operation's example in the API document, keyed by 'METHOD /path' as the document writes it. */
export interface OperationExample {
  /** What the success answer is, for operations the zod schemas leave as "Default Response". */
  answerDescription?: string;
  /** The JSON body sent, for an operation that takes one. */
  request?: unknown;
  /** The success answer: its status and, when the answer is JSON, its body (none for a file or a 204). */
  answer: { status: number; body?: unknown };
}

export type OperationExamples = Record<string, OperationExample>;
