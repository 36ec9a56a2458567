import { expect, test, type Download } from '@playwright/test';
import { pdfText } from '../server/src/test/pdf-text';
import { startAppServer } from './support/app-server';
import { buyThroughApi, openSandboxCheckout, toastOf } from './support/billing';
import { shootPdf } from './support/screens';
import { signInAsNewSeller } from './support/session';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('a Maharashtra seller with a GSTIN buys from a Karnataka supplier: the invoice is IGST with both GSTINs, SAC and the amount in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const server = await startAppServer({
    SUPPLIER_LEGAL_NAME: 'Vikreta Technologies Private Limited',
    SUPPLIER_ADDRESS: '12 MG Road, Bengaluru 560001',
    SUPPLIER_GSTIN: '29AAGCB7383J1Z4',
  });
  try {
    const accessToken = await signInAsNewSeller(page, server.api, 'Kavya', 'Deshmukh', server);
    // The GSTIN is added to the profile after sign-up: the checkout starts from it.
    const saved = await server.api.put('/api/account/profile', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        firstName: 'Kavya',
        lastName: 'Deshmukh',
        businessName: 'Deshmukh Handlooms',
        gstin: '27AAPFU0939F1ZV',
        state: 'Maharashtra',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto(`${server.url}/pricing`);
    const details = page.getByRole('region', { name: 'GST details for your invoice' });
    await expect(details).toContainText('Invoice to Deshmukh Handlooms, GSTIN 27AAPFU0939F1ZV');
    await details.getByRole('button', { name: 'Edit GST details' }).click();
    await expect(details.getByRole('textbox', { name: 'GSTIN' })).toHaveValue('27AAPFU0939F1ZV');
    await expect(details.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra');
    await details.getByRole('textbox', { name: 'Legal name' }).fill('Deshmukh Handlooms LLP');
    await details.getByRole('textbox', { name: 'Billing address' }).fill('21 FC Road, Pune 411004');

    const checkout = await openSandboxCheckout(page, 'Professional');
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await expect(toastOf(page)).toContainText('Payment Successful!');

    await page.goto(`${server.url}/billing`);
    await page.getByRole('tab', { name: 'Payment History' }).click();
    const row = page.getByTestId('payment-row');
    await expect(row).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Invoice' }).click(),
    ]);
    const invoice = await bytesOf(download);
    await shootPdf(page, invoice, 'billing-invoice-igst');
    const text = await pdfText(invoice);
    expect(text).toContain('Deshmukh Handlooms LLP');
    expect(text).toContain('21 FC Road, Pune 411004');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
    expect(text).toContain('SAC 998314');
    expect(text).toContain('Amount in words: Rupees One Thousand Four Hundred Ninety-Nine Only');
  } finally {
    await server.close();
  }
});

test('a GSTIN with a typo at checkout is named on the form and no checkout opens', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Rohan', 'Kulkarni');
  await page.goto('/pricing');
  const details = page.getByRole('region', { name: 'GST details for your invoice' });
  await details.getByRole('button', { name: 'Edit GST details' }).click();
  await details.getByRole('textbox', { name: 'Legal name' }).fill('Kulkarni Traders');
  await details.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: 'Choose Plan: Starter' }).click();
  await expect(details).toContainText('This GSTIN has a typo');
  await expect(page.getByRole('dialog', { name: 'Vikreta' })).toHaveCount(0);
});

test('a seller who paid without a GSTIN corrects the invoice from Payment History: a credit note and a new invoice, the old one kept', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Sana', 'Shaikh');
  await buyThroughApi(request, accessToken, 'Starter');
  await page.goto('/billing');
  await page.getByRole('tab', { name: 'Payment History' }).click();
  const row = page.getByTestId('payment-row');
  await row.getByRole('button', { name: 'Correct GST details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the GST details' });
  await dialog.getByRole('textbox', { name: 'Legal name' }).fill('Shaikh Exports');
  await dialog.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZV');
  await dialog.getByRole('button', { name: 'Issue corrected invoice' }).click();
  await expect(toastOf(page)).toContainText('Corrected invoice issued');
  await expect(dialog).toHaveCount(0);

  const earlier = row.getByRole('list', { name: 'Earlier documents' });
  await expect(earlier.getByRole('button', { name: /^Cancelled invoice VK\// })).toBeVisible();
  const creditNote = earlier.getByRole('button', { name: /^Credit note CN\// });
  const [download] = await Promise.all([page.waitForEvent('download'), creditNote.click()]);
  expect(download.suggestedFilename()).toMatch(/^CN-\d{4}-\d{2}-\d{6}\.pdf$/);
  const text = await pdfText(await bytesOf(download));
  expect(text).toContain('CREDIT NOTE');
  expect(text).toMatch(/Against tax invoice VK\/\d{4}-\d{2}\/\d{6}/);

  const [current] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Invoice', exact: true }).click(),
  ]);
  const invoice = await pdfText(await bytesOf(current));
  expect(invoice).toContain('GSTIN 27AAPFU0939F1ZV');
  expect(invoice).toContain('Shaikh Exports');
  expect(invoice).toMatch(/Replaces invoice VK\//);
});
