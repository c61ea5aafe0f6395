import { buildContainer, resolverFor } from '@/app/container';
import { useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';

function config() {
  const parsed = parseStorefrontConfig({});
  if (!parsed.ok) throw new Error('the empty configuration must be valid');
  return parsed.config;
}

describe('the composition root binds the account use cases', () => {
  it('resolves log-in, log-out, sign-up and forgot-PIN over the bound ports', () => {
    const resolver = resolverFor(buildContainer(config()));
    expect(typeof resolver.resolve(useCaseTokens.logIn)).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.logOut)).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.signUp).submitMobileNumber).toBe('function');
    expect(typeof resolver.resolve(useCaseTokens.forgotPin).requestReset).toBe('function');
  });

  it('refuses a sign-up step out of order once the sign-up code has loaded, without calling the server', async () => {
    const resolver = resolverFor(buildContainer(config()));
    const atStep1 = {
      step: 1,
      userId: null,
      mobileNumber: null,
      signUpToken: null,
      otpSend: false,
      finished: false,
      autoLoginId: null,
    } as const;
    await expect(resolver.resolve(useCaseTokens.signUp).verifyOtp(atStep1, '123456')).resolves.toMatchObject({
      outcome: { ok: false, reason: 'WRONG_STEP', step: 1 },
    });
  });
});
