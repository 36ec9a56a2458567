import { ApiError } from './api-client';

/** The server's message when it sent one, else the screen's fallback text (spec 01 §8). */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.body.code !== 'HTTP_ERROR' ? error.message : fallback;
