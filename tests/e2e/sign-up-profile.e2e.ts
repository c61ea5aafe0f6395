import { expect, test } from './support/journey';
import { serverText } from './support/server-texts';
import { freshNumber, latestOtp } from './support/sign-up';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

for (const language of journeyLanguages(__filename)) {
  test(`sign-up step 3 takes an e-mail and a date of birth, checks them and the server keeps them (${language})`, async ({
    page,
    request,
  }) => {
    const t = textsIn(language);
    const number = freshNumber();
    await page.goto(`/signup/user?lng=${language}`);
    await page.getByLabel(t('auth.fields.mobileNumber')).fill(number.typed);
    await page.getByRole('button', { name: t('auth.signUp.sendOtp') }).click();
    const otp = await latestOtp(request, number.loginId, serverText('sms.signUpSubject', language));
    await page.getByLabel(t('auth.fields.otp')).fill(otp);
    await page.getByRole('button', { name: t('auth.signUp.verifyOtp') }).click();
    await expect(page.getByText(t('auth.signUp.stepOf', { step: 3 }))).toBeVisible();

    await page.getByLabel(t('auth.fields.fullName')).fill('Aino Virtanen');
    await page.getByLabel(t('auth.fields.pin'), { exact: true }).fill('246810');
    const email = page.getByLabel(t('auth.fields.emailOptional'));
    const dob = page.getByLabel(t('auth.fields.dobOptional'));
    await expect(dob).toHaveAttribute('placeholder', t('auth.fields.dobPlaceholder'));
    await email.fill('aino@example');
    await dob.fill('1990-02-30');
    await page.getByRole('button', { name: t('auth.signUp.finish') }).click();
    await expect(page.getByText(t('validation.email'))).toBeVisible();
    await expect(page.getByText(t('validation.date'))).toBeVisible();

    await email.fill('aino.virtanen@example.fi');
    await dob.fill('1990-04-01');
    const saved = page.waitForRequest((sent) => sent.url().includes('/update_user'));
    const signedIn = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/users/authenticate'));
    await page.getByRole('button', { name: t('auth.signUp.finish') }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      user: { full_name: 'Aino Virtanen', email: 'aino.virtanen@example.fi', dob: '1990-04-01' },
    });
    // The sign-in after the sign-up answers the user as the server now keeps it.
    expect(await (await signedIn).json()).toMatchObject({
      user: { email: 'aino.virtanen@example.fi', dob: '1990-04-01' },
    });
    await expect(page).toHaveURL(/\/products(\?industryId=\d+)?$/);
  });
}
