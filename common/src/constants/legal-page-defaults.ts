import type { LegalPage, LegalPageContent } from '../contracts/legal';

/**
 * The built-in texts of the merchant pages, shown until an admin saves their own in the CMS. Written for an
 * Indian software subscription sold by prepaid plans; the refund rules are decision record 8's, the invoice
 * corrections decision record 10's. The operator should have them read by their own lawyer.
 */
export const defaultLegalPages: Record<LegalPage, LegalPageContent> = {
  terms: {
    title: 'Terms of Service',
    body: [
      '<p>These terms are an agreement between you and the business named on the Contact page ("we"), which runs Vikreta. By creating an account you accept them.</p>',
      '<h2>The service</h2>',
      '<p>Vikreta is software for people who sell on Indian marketplaces: keyword research, product and competitor research, listing optimisation, calculators and a history of what you asked. Its answers are suggestions and estimates. Check them against each marketplace’s own rules and your own numbers before you rely on them; you remain responsible for your listings and your business.</p>',
      '<h2>Your account</h2>',
      '<ul><li>Give true details and keep your password to yourself. You are responsible for what is done with your account.</li><li>Do not use Vikreta to break the law or a marketplace’s rules, to list prohibited goods, or to overload or attack the service.</li><li>We may suspend an account that does, and will tell you why.</li></ul>',
      '<h2>Plans and payment</h2>',
      '<ul><li>New accounts start with a free trial with the limits shown on the pricing page.</li><li>Paid plans are prepaid for the period shown (for example a month) and never renew on their own: nothing is charged again unless you pay again.</li><li>Prices are in Indian rupees and include GST. You get a GST invoice for every payment; a business can give its GSTIN at checkout.</li><li>Each plan has usage limits per tool, shown on the pricing page. When a limit is reached, the tool asks you to wait or change plan.</li><li>Refunds follow our Refund and Cancellation Policy.</li></ul>',
      '<h2>Your content</h2>',
      '<p>What you type into Vikreta stays yours. You let us store and process it to run the service for you, as our Privacy Policy explains.</p>',
      '<h2>Availability and liability</h2>',
      '<p>We work to keep Vikreta available and correct but cannot promise it will never fail. To the extent the law allows, our liability for any claim is limited to what you paid us in the three months before it.</p>',
      '<h2>Changes and ending</h2>',
      '<p>We may change these terms; we will tell you of important changes by email or in the app before they apply. You may stop using Vikreta and delete your account at any time from your Account page.</p>',
      '<p>These terms are governed by the laws of India. Write to us first (see Contact) about any dispute.</p>',
    ].join(''),
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      '<p>This policy says what Vikreta stores about you, why, for how long, and how you can export or delete it. The business named on the Contact page is responsible for your data.</p>',
      '<h2>What we store and why</h2>',
      '<ul>',
      '<li><strong>Account</strong>: your name, email, phone (if you give it), business name, GSTIN and state, and a hash of your password (never the password itself). To let you sign in and to print your invoices.</li>',
      '<li><strong>Sessions</strong>: sign-in tokens and the time they were issued, to keep you signed in and to let you sign out everywhere.</li>',
      '<li><strong>Usage history</strong>: each request you make to a tool, its answer and its status. To show you your history and to count your plan’s limits.</li>',
      '<li><strong>Payments and invoices</strong>: the plan, amount, date, the payment gateway’s reference and the GST details you give at checkout. Card, UPI and bank details are handled by our payment gateway (Razorpay) and never reach us.</li>',
      '<li><strong>Your reports</strong>: the ad and search reports you add in My data (search terms and their impressions, clicks, spend and orders). To show you your measured keywords and how your listings cover them. They are used for your answers only, never for another seller, and never sent to an AI service. Delete them in My data at any time; they also go when you delete your account.</li>',
      '<li><strong>Mails</strong> we send you (verification, password reset, receipts, plan reminders), kept until they are delivered.</li>',
      '</ul>',
      '<p>When an AI service is configured, the text of your tool requests is sent to that service to produce the answer. We do not sell your data or use it for advertising.</p>',
      '<h2>How long</h2>',
      '<ul><li>Account, sessions and usage history: while your account exists.</li><li>Payments and invoices: as long as GST law requires accounts to be kept (CGST Act section 36: 72 months from the due date of the annual return for the year), also after you delete your account.</li></ul>',
      '<h2>Your rights: export and delete</h2>',
      '<ul><li><strong>Export</strong>: on your Account page, download your profile, usage history and payments as JSON, and your history and payments as CSV.</li><li><strong>Delete</strong>: on your Account page, delete your account after entering your password. Your sign-in and sessions end at once; your name, email and phone are removed. Payments and invoices are kept, anonymised, for the period above because the law requires it.</li><li>You can correct your details on your Account page, and a wrong invoice from Payment History.</li></ul>',
      '<p>Questions or complaints about your data: write to us at the address on the Contact page.</p>',
    ].join(''),
  },
  refunds: {
    title: 'Refund and Cancellation Policy',
    body: [
      '<h2>Cancellation</h2>',
      '<p>Plans are prepaid for a fixed period and never renew on their own, so there is no subscription to cancel: a plan simply ends on the date shown on your Billing page unless you pay again. Buying another plan while one runs credits the unused days of the running plan against the new one.</p>',
      '<h2>Refunds</h2>',
      '<ul>',
      '<li><strong>Paid twice for one order</strong> (two tabs, a retried UPI payment): the second payment grants nothing and is marked “to be refunded” in your Payment History; we refund it in full.</li>',
      '<li><strong>Other requests</strong>: write to us (see Contact) with your invoice number. A full refund takes back what the payment bought: the plan’s end date moves back by the period that payment paid for, or the plan ends now if nothing is left.</li>',
      '<li>A partial refund, when we agree to one, is a goodwill credit: your plan keeps its end date.</li>',
      '<li>Refunds go back to the payment method you used, through Razorpay; banks usually take 5 to 7 working days to show them.</li>',
      '</ul>',
      '<h2>Invoices</h2>',
      '<p>A wrong or missing GSTIN, name or address on an invoice can be corrected from Payment History until 30 November after the financial year of the payment: we issue a credit note against the old invoice and a new invoice.</p>',
    ].join(''),
  },
  contact: {
    title: 'Contact',
    body: '<p>Questions about your account, a payment, an invoice or your data? Write to us and we will answer within two working days.</p>',
  },
};
