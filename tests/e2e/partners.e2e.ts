import { expect, test } from './support/journey';

const pdf = { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 a licence') };

test('a rider reads the FAQ and applies with a driving licence', async ({ page }) => {
  await page.goto('/riders?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Which vehicles can I use?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  await page.getByLabel('Full name').fill('Ali Khan');
  await page.getByLabel('Email').fill('ali@example.com');
  await page.getByLabel('Phone number').fill('0300-1234567');
  await page.getByLabel('City').fill('Karachi');
  await page.getByLabel('Vehicle').selectOption('motorbike');
  await page.getByLabel('Driving licence').setInputFiles(pdf);
  await expect(page.getByText('licence.pdf (1 kB)')).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you! Your application was sent. We will contact you by email.',
  );
});

test('a merchant sees the server refuse a text file named like a PDF, and keeps what was typed', async ({ page }) => {
  await page.goto('/merchants?lng=en');
  await page.getByLabel('Business name').fill('Helmi Pizza');
  await page.getByLabel('Contact person').fill('Anna Virtanen');
  await page.getByLabel('Email').fill('anna@helmi.fi');
  await page.getByLabel('Phone number').fill('+358 40 1234567');
  await page.getByLabel('City').fill('Helsinki');
  await page
    // The header's menu button is called Menu too: the file field is the one in the page's main content.
    .getByRole('main')
    .getByLabel('Menu')
    .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert')).toContainText('only PDF, PNG or JPEG files are accepted');
  await expect(page.getByLabel('Business name')).toHaveValue('Helmi Pizza');
  await page.getByRole('button', { name: 'Remove menu.pdf' }).click();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you!');
});

test('the partner pages speak Finnish by default', async ({ page }) => {
  await page.goto('/merchants');
  await expect(page.getByRole('heading', { level: 1, name: 'Kauppiaat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kauppiaiden usein kysytyt kysymykset' })).toBeVisible();
});
