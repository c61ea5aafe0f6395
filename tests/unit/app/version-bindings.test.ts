import { buildContainer, resolverFor } from '@/app/container';
import { useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import { HttpVersionSource } from '@/infrastructure/version/http-version-source';

function resolver() {
  const parsed = parseStorefrontConfig({});
  if (!parsed.ok) throw new Error('the empty configuration must be valid');
  return resolverFor(buildContainer(parsed.config));
}

describe('the composition root binds the version check', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the check on its first call and runs it at most once per interval', async () => {
    const latest = jest.spyOn(HttpVersionSource.prototype, 'latest').mockResolvedValue('3.0.0');
    const check = resolver().resolve(useCaseTokens.checkForNewVersionWhenDue);
    expect(latest).not.toHaveBeenCalled();
    // No browser storage here: every run is a first visit, remembered silently.
    await expect(check()).resolves.toEqual({ outcome: 'FIRST_VISIT', version: '3.0.0' });
    await expect(check()).resolves.toEqual({ outcome: 'NOT_DUE' });
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
