import { authMessages } from '@common/contracts/auth';
import type { OperationExamples } from './operation-example.js';
import { seller } from './sample-values.js';

const signedInUser = {
  id: seller.id,
  email: seller.email,
  role: 'user',
  firstName: seller.firstName,
  lastName: seller.lastName,
  profileImageUrl: null,
  first_name: seller.firstName,
  last_name: seller.lastName,
  phone: '+91 98290 12345',
};

// Tokens as the API issues them: a signed JWT (15 minutes) and 32 random bytes, base64url.
const accessToken =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1MmZhOTlmNS02OGUzLTQyYTUtODgwNy1hNmE0OGI5MWRiYmUiLCJyb2xlIjoidXNlciJ9.' +
  'kq3n1s0QZbq6bX9cN2n4T1vW8yF0pL5rH7aJ2mE9dUc';
const refreshToken = '7VVSHeKjN_aUZucMlAaWHaAbc3i6nTH0b0V39_-90Fw';
const message = (text: string) => ({ status: 200, body: { message: text } });

export const authExamples: OperationExamples = {
  'POST /api/auth/register': {
    answerDescription: 'Signed up; a verification link is on its way',
    request: {
      firstName: seller.firstName,
      lastName: seller.lastName,
      email: seller.email,
      password: 'Mango-Lassi-42',
    },
    answer: { status: 201, body: { message: authMessages.registered } },
  },
  'GET /api/auth/verify-email/{token}': {
    answerDescription: 'The email is verified',
    answer: message(authMessages.emailVerified),
  },
  'POST /api/auth/resend-verification': {
    answerDescription: 'A new link is sent if the account waits for verification',
    request: { email: seller.email },
    answer: message(authMessages.verificationSent),
  },
  'POST /api/auth/login': {
    answerDescription: 'Signed in: the tokens and the user',
    request: { email: seller.email, password: 'Mango-Lassi-42' },
    answer: { status: 200, body: { accessToken, refreshToken, user: signedInUser } },
  },
  'POST /api/auth/refresh': {
    answerDescription: 'A new token pair',
    request: { refreshToken },
    answer: {
      status: 200,
      body: { accessToken, refreshToken: 'LgKqjpS2OdltqtKx1HjWh_u0OlfCizXoY6p82M5luKg' },
    },
  },
  'POST /api/auth/logout': {
    answerDescription: 'Signed out',
    request: { refreshToken },
    answer: message(authMessages.signedOut),
  },
  'GET /api/auth/user': {
    answerDescription: 'The signed-in user',
    answer: { status: 200, body: signedInUser },
  },
  'POST /api/auth/change-password': {
    answerDescription: 'The password is changed',
    request: { currentPassword: 'Mango-Lassi-42', newPassword: 'Chai-At-Four-2026' },
    answer: message(authMessages.passwordChanged),
  },
  'POST /api/auth/forgot-password': {
    answerDescription: 'A reset link is sent if the account exists',
    request: { email: seller.email },
    answer: message(authMessages.resetSent),
  },
  'POST /api/auth/reset-password': {
    answerDescription: 'The password is reset',
    request: { token: 'zf7VdK5F3nrgTmea_rTJDnw_OcwLpLq4eyqqaU4YiPI', password: 'Chai-At-Four-2026' },
    answer: message(authMessages.passwordReset),
  },
};
