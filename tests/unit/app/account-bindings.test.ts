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
    const signUp = resolver.resolve(useCaseTokens.signUp);
    expect(signUp.reset()).toEqual({
      step: 1,
      userId: null,
      mobileNumber: null,
      otpSend: false,
      finished: false,
      autoLoginId: null,
    });
    expect(resolver.resolve(useCaseTokens.forgotPin).reset()).toEqual({ step: 1, loginId: null, finished: false });
  });
});
