import { fakeRazorpay, razorpayKeys } from './fake-razorpay.js';
import { createTestApp } from './test-app.js';

/** The real app on a fresh database in Razorpay mode, its SDK calls going to a fake Razorpay server. */
export async function razorpayTestApp() {
  const razorpay = await fakeRazorpay();
  const h = await createTestApp({ env: { ...razorpayKeys, RAZORPAY_API_URL: razorpay.url } });
  const close = async () => {
    await h.close();
    await razorpay.close();
  };
  return { h, razorpay, close };
}
