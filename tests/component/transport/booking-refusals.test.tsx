import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPage } from '@/presentation/pages/transport/booking-page';
import { renderWithProviders } from '../support/render-with-providers';
import { fillRoute } from './support/fill-route';
import { TransportRoute, transportConfig, transportKit } from './transport-test-kit';

type Language = 'en' | 'fi';

const words = {
  en: {
    title: 'Your ride',
    name: "Passenger's name",
    phone: "Passenger's phone number",
    later: 'Later',
    time: 'Date and time of the ride',
    seePrices: 'See prices',
    book: 'Book this ride',
    timePast: 'The booking time has already passed',
    code9015: 'The booking time has already passed. Choose a later time.',
    code9016: 'Rides cannot be booked that far ahead. Choose an earlier date.',
    nameTooLong: "Keep the passenger's name under 200 characters",
    nameRefused: "Type the passenger's name in at most 200 characters",
    checkFields: 'Check the marked fields and book again.',
  },
  fi: {
    title: 'Kyytisi',
    name: 'Matkustajan nimi',
    phone: 'Matkustajan puhelinnumero',
    later: 'Myöhemmin',
    time: 'Kyydin päivä ja kellonaika',
    seePrices: 'Näytä hinnat',
    book: 'Tilaa tämä kyyti',
    timePast: 'Varausaika on jo mennyt',
    code9015: 'Varausaika on jo mennyt. Valitse myöhäisempi aika.',
    code9016: 'Kyytiä ei voi varata näin pitkälle etukäteen. Valitse aikaisempi päivä.',
    nameTooLong: 'Matkustajan nimi saa olla enintään 200 merkkiä',
    nameRefused: 'Kirjoita matkustajan nimi enintään 200 merkillä',
    checkFields: 'Tarkista merkityt kentät ja tilaa uudelleen.',
  },
} as const;

async function renderBooking(kit: ReturnType<typeof transportKit>, language: Language) {
  await renderWithProviders(
    <TransportRoute path="/transport/main-page">
      <BookingPage />
    </TransportRoute>,
    { resolver: kit.resolver, config: transportConfig, route: '/transport/main-page', language },
  );
  await screen.findByRole('heading', { name: words[language].title });
}

/** The message said right before or right after the row of a button: beside it, where the rider's eyes are. */
function messageBeside(buttonName: string): HTMLElement | null {
  const row = screen.getByRole('button', { name: buttonName }).parentElement;
  const neighbours = [row?.previousElementSibling, row?.nextElementSibling];
  const alert = neighbours.find(
    (element) => element instanceof HTMLElement && element.getAttribute('role') === 'alert',
  );
  return alert instanceof HTMLElement ? alert : null;
}

async function passenger(language: Language, name = 'Aino') {
  // A long name is pasted, as a rider would bring one: typing 201 letters one by one took 5 s of the test.
  const nameField = screen.getByLabelText(words[language].name);
  if (name.length > 20) {
    await userEvent.click(nameField);
    await userEvent.paste(name);
  } else {
    await userEvent.type(nameField, name);
  }
  await userEvent.type(screen.getByLabelText(words[language].phone), '+358 40 123 4567');
}

/** A time in the datetime-local input's own format. */
const localInput = (instant: number) => {
  const date = new Date(instant);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};

describe.each<Language>(['en', 'fi'])('The ride booking form\u2019s refusals (%s)', (language) => {
  const text = words[language];

  it('says a booking time already past as soon as it is picked, and beside "See prices" when pressed', async () => {
    const kit = transportKit();
    await renderBooking(kit, language);
    await fillRoute(language);
    await userEvent.click(screen.getByRole('radio', { name: text.later }));
    await userEvent.type(screen.getByLabelText(text.time), '2020-01-01T10:00');
    expect(screen.getByLabelText(text.time)).toHaveAccessibleDescription(text.timePast);
    expect(messageBeside(text.seePrices)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: text.seePrices }));
    expect(messageBeside(text.seePrices)).toHaveTextContent(text.timePast);
    expect(kit.fareEstimates.queries).toEqual([]);
    expect(screen.getByLabelText(text.time)).toHaveValue('2020-01-01T10:00');
  });

  it.each([
    [9015, 'code9015'],
    [9016, 'code9016'],
  ] as const)('says the service\u2019s refusal %i of the booking time beside "Book"', async (code, sentence) => {
    const kit = transportKit();
    kit.rideBookings.book = async () => {
      throw {
        code: 'BAD_REQUEST',
        message: 'refused',
        status: 400,
        body: { error: { message: 'refused', code, details: [{ field: 'advance_booking_time', message: 'refused' }] } },
      };
    };
    await renderBooking(kit, language);
    await fillRoute(language);
    await passenger(language);
    await userEvent.click(screen.getByRole('radio', { name: text.later }));
    // An hour from now on the real clock: the browser takes it, the service is the one that refuses.
    await userEvent.type(screen.getByLabelText(text.time), localInput(Date.now() + 60 * 60_000));
    await userEvent.click(screen.getByRole('button', { name: text.seePrices }));
    await userEvent.click(await screen.findByRole('radio', { name: /Economy/ }));
    await userEvent.click(screen.getByRole('button', { name: text.book }));

    await screen.findByText(text[sentence], { selector: '[role="alert"]' });
    expect(messageBeside(text.book)).toHaveTextContent(text[sentence]);
    expect(screen.getByLabelText(text.time)).toHaveAccessibleDescription(text[sentence]);
  });

  it('says the service\u2019s refusal of a time too far ahead beside "See prices" and by the time field', async () => {
    const kit = transportKit();
    kit.fareEstimates.fare = async () => {
      throw {
        code: 'BAD_REQUEST',
        message: 'refused',
        status: 400,
        body: { error: { message: 'refused', code: 9016, details: [{ field: 'advance_booking_time', message: 'x' }] } },
      };
    };
    await renderBooking(kit, language);
    await fillRoute(language);
    await userEvent.click(screen.getByRole('radio', { name: text.later }));
    await userEvent.type(screen.getByLabelText(text.time), localInput(Date.now() + 400 * 24 * 60 * 60_000));
    await userEvent.click(screen.getByRole('button', { name: text.seePrices }));

    await waitFor(() => expect(messageBeside(text.seePrices)).toHaveTextContent(text.code9016));
    expect(screen.getByLabelText(text.time)).toHaveAccessibleDescription(text.code9016);
  });

  it('names a passenger name over 200 characters beside its field and books nothing', async () => {
    const kit = transportKit();
    await renderBooking(kit, language);
    await fillRoute(language);
    await passenger(language, 'A'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: text.seePrices }));
    await userEvent.click(await screen.findByRole('radio', { name: /Economy/ }));
    await userEvent.click(screen.getByRole('button', { name: text.book }));
    expect(screen.getByLabelText(text.name)).toHaveAccessibleDescription(text.nameTooLong);
    expect(kit.rideBookings.bookings).toEqual([]);
  });

  it('shows the service\u2019s refusal of a field as that field\u2019s own message, never the service\u2019s field name', async () => {
    const kit = transportKit();
    kit.rideBookings.book = async () => {
      const message = 'Invalid request body: recipient.name';
      throw {
        code: 'BAD_REQUEST',
        message,
        status: 400,
        body: { error: { message, details: [{ field: 'recipient.name', message: 'Too long' }] } },
      };
    };
    await renderBooking(kit, language);
    await fillRoute(language);
    await passenger(language);
    await userEvent.click(screen.getByRole('button', { name: text.seePrices }));
    await userEvent.click(await screen.findByRole('radio', { name: /Economy/ }));
    await userEvent.click(screen.getByRole('button', { name: text.book }));

    await screen.findByText(text.checkFields);
    expect(messageBeside(text.book)).toHaveTextContent(text.checkFields);
    expect(screen.getByLabelText(text.name)).toHaveAccessibleDescription(text.nameRefused);
    expect(screen.queryByText(/recipient\.name|Invalid request body/)).not.toBeInTheDocument();
    expect(within(document.body).getByLabelText(text.name)).toHaveValue('Aino');
  });
});
