import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMerchantConsoleFeature } from '@/app/features/merchant-console.wiring';
import { featureTokens, type Token } from '@/application/tokens';
import type { StaffSession } from '@/domain/merchant-console/staff-session';
import type { ConsolePage } from '@/domain/merchant-console/staff-session';
import { consolePaths } from '@/presentation/pages/merchant-console/console-paths';
import MerchantConsoleRoute from '@/presentation/pages/merchant-console/merchant-console-pages';
import type { Language } from '@/presentation/i18n/i18n';
import { loaded } from '../../support/fake-resolver';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryMerchantConsole, InMemoryStaffSessionKeeper } from '../../support/fakes/in-memory-merchant-console';
import { InMemoryConsolePreferences } from '../../support/fakes/in-memory-console-preferences';
import { InMemoryStoreInventory } from '../../support/fakes/in-memory-store-inventory';
import { InMemoryStoreOffice } from '../../support/fakes/in-memory-store-office';
import { InMemoryStoreSettings } from '../../support/fakes/in-memory-store-settings';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

/** A console route over the merchant service in memory, as the app wires it; signed in when a session is given. */
export async function renderConsole(
  options: {
    readonly session?: StaffSession | null;
    readonly service?: InMemoryMerchantConsole;
    readonly inventory?: InMemoryStoreInventory;
    /** The office pages' calls: staff accounts, figures, promotions, money. */
    readonly office?: InMemoryStoreOffice;
    /** What this device remembers of the console. */
    readonly preferences?: InMemoryConsolePreferences;
    /** The owner's store settings. */
    readonly settings?: InMemoryStoreSettings;
    readonly page?: ConsolePage;
    /** A path under the page's own, e.g. the inventory's /inventory-mgmt/add. */
    readonly route?: string;
    readonly language?: Language;
    /** Further fakes, e.g. the version the server reports. */
    readonly bindings?: ReadonlyArray<readonly [Token<unknown>, unknown]>;
    /** The session's keeper, for one that answers when the test says (the console's frame meanwhile). */
    readonly keeper?: InMemoryStaffSessionKeeper;
  } = {},
) {
  const service = options.service ?? new InMemoryMerchantConsole();
  const inventory = options.inventory ?? new InMemoryStoreInventory();
  const office = options.office ?? new InMemoryStoreOffice();
  const preferences = options.preferences ?? new InMemoryConsolePreferences();
  const settings = options.settings ?? new InMemoryStoreSettings();
  const keeper = options.keeper ?? new InMemoryStaffSessionKeeper(options.session ?? null);
  const feature = createMerchantConsoleFeature({
    gateway: service,
    kitchen: service,
    stream: service,
    sessionKeeper: keeper,
    sessionHint: keeper,
    office,
    clock: new FixedClock(Date.parse('2026-11-26T10:00:00Z')),
    inventory,
    preferences,
    settings,
  });
  const resolver = fakeResolver([[featureTokens.merchantConsole, loaded(feature)], ...(options.bindings ?? [])]);
  const user = userEvent.setup({ delay: null });
  const view = await renderWithProviders(<MerchantConsoleRoute />, {
    resolver,
    route: options.route ?? consolePaths[options.page ?? 'orders'],
    language: options.language ?? 'en',
  });
  // The kept session is read once the page is up; every test starts from what that shows (one that holds the
  // keeper's answer starts from the frame).
  if (options.keeper === undefined)
    await waitFor(() => expect(screen.queryByText(/Loading the console|Konsolia ladataan/)).not.toBeInTheDocument());
  return { ...view, service, office, keeper, user, inventory, preferences, settings };
}
