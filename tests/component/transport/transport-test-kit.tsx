import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createTransportFeature } from '@/app/features/transport.wiring';
import { featureTokens } from '@/application/tokens';
import type { RideProgress } from '@/domain/transport/ride-progress';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { FixedFareEstimates } from '../../support/fakes/fixed-fare-estimates';
import { InMemoryBookingHistory } from '../../support/fakes/in-memory-booking-history';
import { InMemoryRideTracking } from '../../support/fakes/in-memory-ride-tracking';
import { RecordingRideBookings } from '../../support/fakes/recording-ride-bookings';
import { RecordingRideReceipts } from '../../support/fakes/recording-ride-receipts';
import { RecordingExternalPages } from '../../support/fakes/recording-external-pages';
import { RecordingRidePayments } from '../../support/fakes/recording-ride-payments';
import { TransportTexts } from '@/presentation/pages/transport/transport-texts';
import { ScheduledPageReloader } from '../../support/fakes/scheduled-page-reloader';
import { InMemoryPushMessages } from '../../support/fakes/in-memory-push-messages';
import { RecordingPushRegistry } from '../../support/fakes/recording-push-registry';
import { fakeResolver, loaded } from '../../support/fake-resolver';
import { addressesOver } from '../../support/addresses-over';
import { InMemoryAddressBook } from '../../support/fakes/in-memory-address-book';
import { InMemoryAddressLookup } from '../../support/fakes/in-memory-address-lookup';
import { InMemoryAddressSearch } from '../../support/fakes/in-memory-address-search';
import { testConfig } from '../support/render-with-providers';

/** A transport host's configuration: its three car types. */
export const transportConfig = testConfig({
  transportMode: true,
  currencySymbol: '€',
  transport: {
    carTypes: [
      { value: 'economy', title: 'Economy', pictureUrl: null, fare: { startingPrice: 400, perKm: 90 } },
      { value: 'comfort', title: 'Comfort', pictureUrl: null, fare: { startingPrice: 600, perKm: 120 } },
    ],
  },
});

/** The places the kit's geocoder knows, as the reference server's gazetteer names them in English. */
export const kitPlaces = {
  kamppi: {
    id: 'kamppi',
    description: 'Kamppi bus station, Narinkka 3, Helsinki',
    at: { lat: 60.1689, long: 24.9311 },
  },
  airport: {
    id: 'airport',
    description: 'Helsinki Airport, Lentoasemantie 1, Vantaa',
    at: { lat: 60.3172, long: 24.9633 },
  },
};

/**
 * Types into a place's field and picks the suggestion that holds `option`, as a rider does; the field then
 * shows the picked place's name.
 */
export async function pickPlace(group: string, typed: string, option: string | RegExp = typed) {
  const fields = screen.getByRole('group', { name: group });
  const field = within(fields).getByRole('combobox');
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  const list = await within(fields).findByRole('listbox');
  await userEvent.click(
    within(list).getByRole('option', { name: option instanceof RegExp ? option : new RegExp(option, 'i') }),
  );
}

/** The transport feature as the app wires it (transport.wiring.ts), over in-memory ports. */
export function transportKit(
  now = Date.parse('2026-06-16T04:00:00Z'),
  /** More of the app's bindings, e.g. an interactive map. */
  extra: Parameters<typeof fakeResolver>[0] = [],
) {
  const clock = new FixedClock(now);
  const fareEstimates = new FixedFareEstimates(2500);
  const rideBookings = new RecordingRideBookings();
  const rideReceipts = new RecordingRideReceipts();
  const rideTracking = new InMemoryRideTracking();
  const ridePayments = new RecordingRidePayments();
  const externalPages = new RecordingExternalPages();
  const bookingHistory = new InMemoryBookingHistory();
  const pageReloader = new ScheduledPageReloader(clock);
  const placeSearch = new InMemoryAddressSearch([kitPlaces.kamppi, kitPlaces.airport]);
  const placeLookup = new InMemoryAddressLookup();
  const pushMessages = new InMemoryPushMessages();
  const ridePushRegistry = new RecordingPushRegistry();
  const feature = createTransportFeature({
    fareEstimates,
    rideBookings,
    rideReceipts,
    rideTracking,
    ridePayments,
    externalPages,
    bookingHistory,
    pageReloader,
    clock,
    pushMessages,
    ridePushRegistry,
  });
  return {
    pushMessages,
    ridePushRegistry,
    clock,
    fareEstimates,
    rideBookings,
    rideReceipts,
    rideTracking,
    ridePayments,
    externalPages,
    bookingHistory,
    pageReloader,
    placeSearch,
    placeLookup,
    resolver: fakeResolver([
      [featureTokens.transport, loaded(feature)],
      [
        featureTokens.addresses,
        loaded(
          addressesOver({
            addressBook: new InMemoryAddressBook(),
            addressSearch: placeSearch,
            addressLookup: placeLookup,
          }),
        ),
      ],
      ...extra,
    ]),
  };
}

export function ride(overrides: Partial<RideProgress> = {}): RideProgress {
  return {
    invoiceQueryId: 'ride-1',
    shortOrderId: 'R-1001',
    status: 'searching',
    rider: null,
    pickup: 'Kamppi, Helsinki',
    dropoff: 'Helsinki Airport',
    cabType: 'economy',
    basePrice: 2500,
    nightSurcharge: 0,
    price: 2500,
    payment: 'cash',
    completed: false,
    ...overrides,
  };
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The page under test at its path, with transport mode's texts as the shell gives them, and where it navigated to. */
export function TransportRoute(props: { readonly path: string; readonly children: React.ReactElement }) {
  return (
    <>
      <Routes>
        <Route path={props.path} element={<TransportTexts>{props.children}</TransportTexts>} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>
  );
}
