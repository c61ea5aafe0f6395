import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createPartnerApplicationsFeature } from '@/app/features/partner-applications.wiring';
import { featureTokens } from '@/application/tokens';
import { loaded } from '../../support/fake-resolver';
import type { Language } from '@/presentation/i18n/i18n';
import { MerchantsPage } from '@/presentation/pages/partners/merchants-page';
import { RidersPage } from '@/presentation/pages/partners/riders-page';
import { RecordingPartnerApplications } from '../../support/fakes/recording-partner-applications';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

async function renderPartnerPage(page: ReactElement, route: string, language: Language) {
  const service = new RecordingPartnerApplications();
  const resolver = fakeResolver([
    [featureTokens.partnerApplications, loaded(createPartnerApplicationsFeature({ partnerApplications: service }))],
  ]);
  // The browser's file dialog can show every file whatever `accept` says, so the picker must judge them itself.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const view = await renderWithProviders(page, { resolver, route, language });
  return { ...view, service, user };
}

export function renderRidersPage(language: Language = 'en') {
  return renderPartnerPage(<RidersPage />, '/riders', language);
}

export function renderMerchantsPage(language: Language = 'en') {
  return renderPartnerPage(<MerchantsPage />, '/merchants', language);
}

/** A file of the given size without allocating it: the picker and the rules read only name, type and size. */
export function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const megabytes = (count: number) => count * 1024 * 1024;

export type PartnerUser = ReturnType<typeof userEvent.setup>;

export async function fillRiderForm(user: PartnerUser) {
  await user.type(screen.getByLabelText('Full name'), '  Ali Khan ');
  await user.type(screen.getByLabelText('Email'), 'ali@example.com');
  await user.type(screen.getByLabelText('Phone number'), '0300-1234567');
  await user.type(screen.getByLabelText('City'), 'Karachi');
  await user.selectOptions(screen.getByLabelText('Vehicle'), 'Motorbike');
  await user.type(screen.getByLabelText('Message (optional)'), 'Weekends only');
}

export async function fillMerchantForm(user: PartnerUser) {
  await user.type(screen.getByLabelText('Business name'), 'Helmi Pizza');
  await user.type(screen.getByLabelText('Contact person'), 'Anna Virtanen');
  await user.type(screen.getByLabelText('Email'), 'anna@helmi.fi');
  await user.type(screen.getByLabelText('Phone number'), '+358 40 1234567');
  await user.type(screen.getByLabelText('City'), 'Helsinki');
}
