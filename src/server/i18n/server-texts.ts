/**
 * Every text of the reference server a person may read (refusals, field messages, confirmations, the SMS codes,
 * the application notice), in Finnish and English. A text with a count has a singular and a plural form; `{name}`
 * marks a value filled in by text(). tests/unit/server/i18n/server-texts.test.ts fails when a text lacks either
 * language or the two name different values.
 */
type Forms = { readonly one: string; readonly other: string };
type Entry = Readonly<{ fi: string | Forms; en: string | Forms }>;

export const serverTexts = {
  // Generic request handling.
  'request.invalidBody': { en: 'Invalid request body: {fields}', fi: 'Virheellinen pyyntö: {fields}' },
  'request.invalidQuery': { en: 'Invalid query parameters: {fields}', fi: 'Virheelliset kyselyparametrit: {fields}' },
  'request.invalidPath': { en: 'Invalid path parameters: {fields}', fi: 'Virheelliset polun parametrit: {fields}' },
  'request.invalidHeaders': { en: 'Invalid headers: {fields}', fi: 'Virheelliset otsakkeet: {fields}' },
  'request.invalidApplication': { en: 'Invalid application: {fields}', fi: 'Virheellinen hakemus: {fields}' },
  'request.invalidField': { en: 'Invalid request: {fields}', fi: 'Virheellinen pyyntö: {fields}' },
  'request.notFound': { en: 'Not found: {method} {path}', fi: 'Ei löytynyt: {method} {path}' },
  'request.serverError': { en: 'Internal server error', fi: 'Palvelimen sisäinen virhe' },
  'request.rateLimited': {
    en: {
      one: 'Too many requests from your connection. Try again in {count} second.',
      other: 'Too many requests from your connection. Try again in {count} seconds.',
    },
    fi: {
      one: 'Yhteydestäsi tuli liian monta pyyntöä. Yritä uudelleen {count} sekunnin kuluttua.',
      other: 'Yhteydestäsi tuli liian monta pyyntöä. Yritä uudelleen {count} sekunnin kuluttua.',
    },
  },
  'request.forbiddenOwnerOnly': {
    en: 'Only the store\u2019s owner may do this',
    fi: 'Vain kaupan omistaja voi tehdä tämän',
  },
  'request.sessionExpired': { en: 'Session Expired', fi: 'Istunto on vanhentunut' },
  'field.required': { en: 'This field is required', fi: 'Tämä kenttä on pakollinen' },
  'field.controlCharacter': {
    en: 'This field contains a control character, which is not allowed',
    fi: 'Kentässä on ohjausmerkki, joka ei ole sallittu',
  },
  'field.loneSurrogate': {
    en: 'This field contains a broken character (half of a surrogate pair)',
    fi: 'Kentässä on rikkinäinen merkki (puolikas surrogaattiparista)',
  },
  'field.percentEncoding': {
    en: 'This field is not valid percent-encoding',
    fi: 'Kenttä ei ole kelvollista prosenttikoodausta',
  },
  'field.host': {
    en: 'The Host header must be a host name or address with an optional port',
    fi: 'Host-otsakkeen on oltava palvelimen nimi tai osoite ja valinnainen portti',
  },
  'field.email': { en: 'Please enter valid email', fi: 'Anna kelvollinen sähköpostiosoite' },

  // Not found.
  'notFound.store': { en: 'No store {id}', fi: 'Kauppaa {id} ei ole' },
  'notFound.product': { en: 'No product {id}', fi: 'Tuotetta {id} ei ole' },
  'notFound.order': { en: 'No order {id}', fi: 'Tilausta {id} ei ole' },
  'notFound.orderAtStore': { en: 'No order {id} at store {store}', fi: 'Kaupassa {store} ei ole tilausta {id}' },
  'notFound.invoice': { en: 'No invoice {id}', fi: 'Laskua {id} ei ole' },
  'notFound.user': { en: 'No user {id}', fi: 'Käyttäjää {id} ei ole' },
  'notFound.address': { en: 'No address {id}', fi: 'Osoitetta {id} ei ole' },
  'notFound.booking': { en: 'No booking {id}', fi: 'Varausta {id} ei ole' },
  'notFound.payment': { en: 'No payment {id}', fi: 'Maksua {id} ei ole' },
  'notFound.transaction': { en: 'No transaction {id}', fi: 'Maksutapahtumaa {id} ei ole' },
  'notFound.cardForm': { en: 'No open card form {id}', fi: 'Avointa korttilomaketta {id} ei ole' },
  'notFound.logo': { en: 'No such logo', fi: 'Logoa ei ole' },

  // Accounts: the spec's words for the login form's field rules, so the server's 400 reads like the form.
  'account.phoneRequired': { en: 'Please Enter Phone No', fi: 'Anna puhelinnumero' },
  'account.phoneInvalid': { en: 'Phone No is not valid', fi: 'Puhelinnumero ei ole kelvollinen' },
  'account.pinInvalid': {
    en: 'Please Enter Your 6 Digit Pin or password',
    fi: 'Anna 6-numeroinen PIN-koodi tai salasana',
  },
  'account.nameRequired': { en: 'Please enter your name', fi: 'Anna nimesi' },
  'account.dobInvalid': {
    en: 'Date of birth must be a date yyyy-mm-dd',
    fi: 'Syntymäajan on oltava päivämäärä muodossa vvvv-kk-pp',
  },
  // One message for an unknown number and a wrong PIN, so the answer does not tell which numbers exist.
  'account.wrongCredentials': {
    en: 'The mobile number or PIN is not correct',
    fi: 'Matkapuhelinnumero tai PIN-koodi ei ole oikein',
  },
  'account.currentPinRequired': {
    en: 'Enter your current PIN to change the PIN or the e-mail',
    fi: 'Anna nykyinen PIN-koodisi vaihtaaksesi PIN-koodin tai sähköpostin',
  },
  'account.currentPinWrong': { en: 'The current PIN is not correct', fi: 'Nykyinen PIN-koodi ei ole oikein' },
  'account.otpSent': {
    en: 'A one-time password was sent to your mobile number',
    fi: 'Kertakäyttöinen salasana lähetettiin matkapuhelinnumeroosi',
  },
  'account.otpWrong': { en: 'The one-time password is not correct', fi: 'Kertakäyttöinen salasana ei ole oikein' },
  'account.otpExpired': {
    en: 'The one-time password has expired. Ask for a new one.',
    fi: 'Kertakäyttöinen salasana on vanhentunut. Pyydä uusi.',
  },
  'account.otpLocked': {
    en: 'Too many wrong one-time passwords. Ask for a new one.',
    fi: 'Liian monta väärää kertakäyttöistä salasanaa. Pyydä uusi.',
  },
  'account.otpUsed': {
    en: 'This one-time password was already used. Ask for a new one.',
    fi: 'Tämä kertakäyttöinen salasana on jo käytetty. Pyydä uusi.',
  },
  'account.otpThrottled': {
    en: 'A one-time password was sent a moment ago. You can ask for a new one in {seconds} seconds.',
    fi: 'Kertakäyttöinen salasana lähetettiin hetki sitten. Voit pyytää uuden {seconds} sekunnin kuluttua.',
  },
  'account.mobileVerified': { en: 'Your mobile number is verified', fi: 'Matkapuhelinnumerosi on vahvistettu' },
  'account.verifyFirst': { en: 'Verify your mobile number first', fi: 'Vahvista ensin matkapuhelinnumerosi' },
  'account.verificationInvalid': {
    en: 'Your mobile number verification has expired or was already used. Verify the number again.',
    fi: 'Matkapuhelinnumeron vahvistus on vanhentunut tai jo käytetty. Vahvista numero uudelleen.',
  },
  'account.profileSaved': { en: 'Your account is ready', fi: 'Tilisi on valmis' },
  'account.resetCodeSent': {
    en: 'If this number is registered, a one-time password was sent to it',
    fi: 'Jos numero on rekisteröity, siihen lähetettiin kertakäyttöinen salasana',
  },
  'account.pinReset': {
    en: 'Your PIN was changed. You can log in with it now.',
    fi: 'PIN-koodisi vaihdettiin. Voit nyt kirjautua sillä.',
  },
  'account.loggedOut': { en: 'Logged out', fi: 'Kirjauduttu ulos' },
  'account.pinLocked': {
    en: {
      one: 'Too many wrong PINs. Sign-in is locked for {count} minute; try again later or reset your PIN with Forgot pin.',
      other:
        'Too many wrong PINs. Sign-in is locked for {count} minutes; try again later or reset your PIN with Forgot pin.',
    },
    fi: {
      one: 'Liian monta väärää PIN-koodia. Kirjautuminen on lukittu {count} minuutiksi; yritä myöhemmin tai vaihda PIN-koodisi kohdasta Unohtuiko PIN.',
      other:
        'Liian monta väärää PIN-koodia. Kirjautuminen on lukittu {count} minuutiksi; yritä myöhemmin tai vaihda PIN-koodisi kohdasta Unohtuiko PIN.',
    },
  },
  'account.addressLimit': {
    en: 'You can keep at most {limit} addresses. Delete one you no longer use to save a new one.',
    fi: 'Voit tallentaa enintään {limit} osoitetta. Poista jokin, jota et enää käytä, niin voit tallentaa uuden.',
  },
  'account.deviceRegistered': { en: 'Device registered', fi: 'Laite rekisteröity' },
  'push.httpsOnly': {
    en: 'The push service\u2019s address must start with https',
    fi: 'Ilmoituspalvelun osoitteen on alettava https:llä',
  },
  'push.subscribed': { en: 'Notifications are on for this browser', fi: 'Ilmoitukset ovat päällä tässä selaimessa' },
  'push.orderTitle': { en: 'Your order', fi: 'Tilauksesi' },
  'push.orderPending': { en: 'Your order was received.', fi: 'Tilauksesi on vastaanotettu.' },
  'push.orderConfirmed': { en: 'Your order was confirmed.', fi: 'Tilauksesi on vahvistettu.' },
  'push.orderDispatched': { en: 'Your order is on its way.', fi: 'Tilauksesi on matkalla.' },
  'push.orderDelivered': { en: 'Your order was delivered.', fi: 'Tilauksesi on toimitettu.' },
  'push.orderCancelled': { en: 'Your order was cancelled.', fi: 'Tilauksesi on peruttu.' },
  'manifest.shopDescription': {
    en: '{brand}: order from the stores and follow your order.',
    fi: '{brand}: tilaa kaupoista ja seuraa tilaustasi.',
  },
  'manifest.rideDescription': {
    en: '{brand}: book a ride and follow it.',
    fi: '{brand}: tilaa kyyti ja seuraa sitä.',
  },
  'push.rideTitle': { en: 'Your ride', fi: 'Kyytisi' },
  'push.rideSearching': {
    en: 'Your ride is paid. A driver is being found for it.',
    fi: 'Kyytisi on maksettu. Sille etsitään kuljettajaa.',
  },
  'push.rideAssigned': { en: 'A driver is coming for your ride.', fi: 'Kuljettaja on tulossa kyytiisi.' },
  'push.rideCancelled': { en: 'Your ride was cancelled.', fi: 'Kyytisi on peruttu.' },
  'push.riderSubscribed': {
    en: 'Notifications of your rides are on for this browser',
    fi: 'Ilmoitukset kyydeistäsi ovat päällä tässä selaimessa',
  },
  'sms.signUpSubject': { en: 'Sign-up code', fi: 'Rekisteröitymiskoodi' },
  'sms.signUpBody': {
    en: 'Your sign-up code is {code}. It is valid for 5 minutes.',
    fi: 'Rekisteröitymiskoodisi on {code}. Se on voimassa 5 minuuttia.',
  },
  'sms.resetSubject': { en: 'PIN reset code', fi: 'PIN-koodin vaihtokoodi' },
  'sms.resetBody': {
    en: 'Your PIN reset code is {code}. It is valid for 5 minutes.',
    fi: 'PIN-koodin vaihtokoodisi on {code}. Se on voimassa 5 minuuttia.',
  },
  'sms.alreadyRegistered': {
    en: 'This number already has an account. Log in, or reset your PIN with Forgot pin.',
    fi: 'Tällä numerolla on jo tili. Kirjaudu sisään tai vaihda PIN-koodisi kohdasta Unohtuiko PIN.',
  },

  // Orders.
  'invoice.productsUnavailable': {
    en: 'Following products no longer available, and will be removed from your shopping cart.',
    fi: 'Seuraavat tuotteet eivät ole enää saatavilla, ja ne poistetaan ostoskoristasi.',
  },
  'invoice.merchantClosed': {
    en: 'Merchant is closed, please try again later',
    fi: 'Kauppa on suljettu, yritä myöhemmin uudelleen',
  },
  'invoice.ordersPaused': {
    en: 'The store is not taking new orders right now',
    fi: 'Kauppa ei ota juuri nyt vastaan uusia tilauksia',
  },
  'invoice.ordersPausedUntil': {
    en: 'The store has paused new orders until {time}. Please order again then.',
    fi: 'Kauppa on keskeyttänyt uudet tilaukset klo {time} asti. Tilaa silloin uudelleen.',
  },
  'invoice.ordersPausedUntilResumed': {
    en: 'The store has paused new orders for now. Please try again later.',
    fi: 'Kauppa on keskeyttänyt uudet tilaukset toistaiseksi. Yritä myöhemmin uudelleen.',
  },
  'invoice.kitchenFull': {
    en: 'The store\u2019s kitchen is full right now',
    fi: 'Kaupan keittiö on juuri nyt täynnä',
  },
  'invoice.kitchenFullUntil': {
    en: 'The store\u2019s kitchen is full and takes new orders again at {time}.',
    fi: 'Kaupan keittiö on täynnä ja ottaa uusia tilauksia taas klo {time}.',
  },
  'invoice.outsideDeliveryArea': {
    en: 'Sorry, the store is not delivering in your area',
    fi: 'Valitettavasti kauppa ei toimita alueellesi',
  },
  'invoice.belowMinimumOrder': {
    en: 'The order is below the store\u2019s minimum order',
    fi: 'Tilaus jää alle kaupan vähimmäistilauksen',
  },
  'invoice.unknownChannel': {
    en: 'This is not one of your payment channels',
    fi: 'Tämä ei ole yksi maksutavoistasi',
  },
  'invoice.checkoutTypeDisagrees': {
    en: 'The checkout type is not the one the invoice was priced for: pickup without an address, delivery with one',
    fi: 'Toimitustapa ei ole se, jolle lasku hinnoiteltiin: nouto ilman osoitetta, kotiinkuljetus osoitteen kanssa',
  },
  'invoice.tipDisagrees': {
    en: 'The tip is not the one the invoice was priced with ({expected})',
    fi: 'Tippi ei ole se, jolla lasku hinnoiteltiin ({expected})',
  },
  'invoice.cardChannelNeedsSession': {
    en: 'A card payment needs the session of the bank card form',
    fi: 'Korttimaksu tarvitsee pankkikorttilomakkeen istunnon',
  },
  'invoice.idempotencyKey': {
    en: 'must be 8 to 200 letters, digits or the signs . _ : -',
    fi: 'on oltava 8–200 kirjainta, numeroa tai merkkejä . _ : -',
  },
  'invoice.idempotencyKeyBusy': {
    en: 'The same order is still being made. Try again in a moment.',
    fi: 'Samaa tilausta tehdään yhä. Yritä hetken päästä uudelleen.',
  },
  'invoice.paymentRequired': {
    en: 'Payment required: pay the invoice before the order is placed',
    fi: 'Maksu puuttuu: maksa lasku ennen kuin tilaus tehdään',
  },
  'voucher.notValid': {
    en: 'This voucher is not valid for this order',
    fi: 'Tämä kuponki ei käy tähän tilaukseen',
  },
  'voucher.alreadyPlaced': {
    en: 'This order is already placed; its voucher can no longer change',
    fi: 'Tilaus on jo tehty, eikä sen kuponkia voi enää vaihtaa',
  },
  'voucher.tooManyChecks': {
    en: {
      one: 'Too many voucher codes were tried. Try again in {count} second.',
      other: 'Too many voucher codes were tried. Try again in {count} seconds.',
    },
    fi: {
      one: 'Kuponkikoodeja kokeiltiin liian monta. Yritä uudelleen {count} sekunnin kuluttua.',
      other: 'Kuponkikoodeja kokeiltiin liian monta. Yritä uudelleen {count} sekunnin kuluttua.',
    },
  },
  'voucher.otherInvoice': {
    en: 'The invoice in the body is not the one in the path',
    fi: 'Rungon lasku ei ole sama kuin polun lasku',
  },
  'receipt.emailSent': { en: 'Email sent', fi: 'Sähköposti lähetetty' },
  'receipt.tooManyMails': {
    en: {
      one: 'Too many receipt e-mails were sent. You can send another in {count} minute.',
      other: 'Too many receipt e-mails were sent. You can send another in {count} minutes.',
    },
    fi: {
      one: 'Kuitteja lähetettiin sähköpostiin liian monta. Voit lähettää seuraavan {count} minuutin kuluttua.',
      other: 'Kuitteja lähetettiin sähköpostiin liian monta. Voit lähettää seuraavan {count} minuutin kuluttua.',
    },
  },
  'notification.sent': { en: 'Notification sent', fi: 'Ilmoitus lähetetty' },

  // Payments.
  'payment.notByCard': { en: 'The invoice is not paid by card', fi: 'Laskua ei makseta kortilla' },
  'payment.notAtTerminal': {
    en: 'The invoice is not paid at the card terminal',
    fi: 'Laskua ei makseta korttipäätteellä',
  },
  'payment.nothingToPay': { en: 'Nothing to pay', fi: 'Ei maksettavaa' },
  'payment.costsNothing': { en: 'the invoice costs nothing', fi: 'lasku ei maksa mitään' },
  'payment.mismatch': { en: 'The payment does not match the invoice', fi: 'Maksu ei vastaa laskua' },
  'payment.mismatchField': { en: 'does not match the invoice', fi: 'ei vastaa laskua' },
  'payment.placedOtherwise': {
    en: 'The order was already placed to be paid otherwise',
    fi: 'Tilaus on jo tehty maksettavaksi muulla tavalla',
  },
  'payment.orderCancelled': { en: 'The order was cancelled', fi: 'Tilaus on peruttu' },
  'payment.alreadyPaid': { en: 'The invoice is already paid', fi: 'Lasku on jo maksettu' },
  'payment.addCardFirst': {
    en: 'Payment required: add a card with the bank card form first.',
    fi: 'Maksu puuttuu: lisää ensin kortti pankin korttilomakkeella.',
  },
  'payment.mustBeShortOrderId': {
    en: 'must be the invoice\u2019s short order id',
    fi: 'on oltava laskun lyhyt tilausnumero',
  },
  'payment.mustBePayable': {
    en: 'must be the invoice\u2019s payable amount, {amount}',
    fi: 'on oltava laskun maksettava summa, {amount}',
  },
  'payment.mustBeTransactionId': {
    en: 'must be the invoice\u2019s transaction id',
    fi: 'on oltava laskun maksutunnus',
  },
  'payment.mustBeStore': { en: 'must be the invoice\u2019s store', fi: 'on oltava laskun kauppa' },
  'payment.mustBeMethod': {
    en: 'must be the invoice\u2019s method, {method}',
    fi: 'on oltava laskun maksutapa, {method}',
  },
  'payment.toBePaidBy': { en: 'is to be paid by {method}', fi: 'maksetaan maksutavalla {method}' },
  'payment.isAlreadyPlaced': { en: 'is already placed', fi: 'on jo tehty' },
  'payment.mustBeOwnOrigin': {
    en: 'must be on the storefront\u2019s own origin',
    fi: 'on oltava verkkokaupan omassa osoitteessa',
  },
  'payment.unknownCard': {
    en: 'Payment required: this card is not known. Please add the card again.',
    fi: 'Maksu puuttuu: korttia ei tunneta. Lisää kortti uudelleen.',
  },
  'payment.cardFormNotSubmitted': {
    en: 'Payment required: the bank card form was not submitted.',
    fi: 'Maksu puuttuu: pankin korttilomaketta ei lähetetty.',
  },
  'payment.cardFormExpired': {
    en: 'Payment required: the bank card form expired. Please add the card again.',
    fi: 'Maksu puuttuu: pankin korttilomake vanheni. Lisää kortti uudelleen.',
  },
  'payment.cardTokenUsed': {
    en: 'Payment required: this card token already paid for another invoice.',
    fi: 'Maksu puuttuu: tällä korttitunnisteella on jo maksettu toinen lasku.',
  },
  'payment.foreignReturn': {
    en: 'The return address is not this storefront',
    fi: 'Paluuosoite ei ole tämä verkkokauppa',
  },

  // Merchant console.
  'staff.wrongCredentials': { en: 'Wrong username or password', fi: 'Väärä käyttäjätunnus tai salasana' },
  'staff.locked': {
    en: {
      one: 'Too many wrong passwords. Sign-in is locked for {count} minute; try again later.',
      other: 'Too many wrong passwords. Sign-in is locked for {count} minutes; try again later.',
    },
    fi: {
      one: 'Liian monta väärää salasanaa. Kirjautuminen on lukittu {count} minuutiksi; yritä myöhemmin.',
      other: 'Liian monta väärää salasanaa. Kirjautuminen on lukittu {count} minuutiksi; yritä myöhemmin.',
    },
  },
  'cash.notCash': {
    en: 'This order is not paid in cash',
    fi: 'Tätä tilausta ei makseta käteisellä',
  },
  'cash.orderCancelled': {
    en: 'The order is cancelled, so no cash is received for it',
    fi: 'Tilaus on peruttu, joten sille ei oteta vastaan käteistä',
  },
  'storeSettings.unknownTimeZone': {
    en: 'Invalid request body: time_zone: no time zone is called \u201c{zone}\u201d',
    fi: 'Virheellinen pyyntö: time_zone: aikavyöhykettä \u201c{zone}\u201d ei ole',
  },
  'storeSettings.unknownTimeZoneField': {
    en: 'No time zone is called \u201c{zone}\u201d',
    fi: 'Aikavyöhykettä \u201c{zone}\u201d ei ole',
  },
  'refund.notPaid': {
    en: 'The order is not paid, so there is nothing to refund (a cash order is paid once its cash is received)',
    fi: 'Tilausta ei ole maksettu, joten hyvitettävää ei ole (käteistilaus on maksettu, kun käteinen on vastaanotettu)',
  },
  'refund.orderCancelled': {
    en: 'The order is cancelled, and its cancellation already refunded the whole payment',
    fi: 'Tilaus on peruttu, ja peruminen hyvitti jo koko maksun',
  },
  'refund.nothingLeft': { en: 'The whole payment is refunded already', fi: 'Koko maksu on jo hyvitetty' },
  'refund.noLines': { en: 'Choose at least one line to refund', fi: 'Valitse vähintään yksi hyvitettävä rivi' },
  'refund.unknownLine': { en: 'The order has no such line', fi: 'Tilauksella ei ole tällaista riviä' },
  'refund.tooMany': {
    en: 'More of this line than was ordered and not yet refunded',
    fi: 'Enemmän tätä riviä kuin tilattiin ja on vielä hyvittämättä',
  },
  'refund.moreThanPaid': {
    en: 'At most {amount} can still be refunded',
    fi: 'Hyvittää voi enää enintään {amount}',
  },
  'refund.linesRequired': { en: 'Choose the lines to refund', fi: 'Valitse hyvitettävät rivit' },
  'refund.amountRequired': { en: 'Enter the amount to refund', fi: 'Anna hyvitettävä summa' },
  'readyBy.notConfirmed': {
    en: 'Only a confirmed order takes an estimate of when it is ready',
    fi: 'Valmistumisarvion voi antaa vain vahvistetulle tilaukselle',
  },
  'status.sameStatus': { en: 'The order already has this status', fi: 'Tilauksella on jo tämä tila' },
  'status.orderClosed': {
    en: 'The order is delivered or cancelled and can no longer change',
    fi: 'Tilaus on toimitettu tai peruttu, eikä sitä voi enää muuttaa',
  },
  'status.transitionNotAllowed': {
    en: 'The order cannot move to this status from its current one',
    fi: 'Tilausta ei voi siirtää tähän tilaan nykyisestä tilastaan',
  },
  'status.changedMeanwhile': {
    en: 'The order\u2019s status changed meanwhile; reload it and try again',
    fi: 'Tilauksen tila muuttui välillä; lataa se uudelleen ja yritä uudestaan',
  },

  // Transport.
  'ride.bookingTimeInPast': {
    en: 'The booking time has passed; choose a later one',
    fi: 'Varausaika on jo mennyt; valitse myöhäisempi',
  },
  'ride.bookingTimeInvalid': { en: 'The booking time is not a valid time', fi: 'Varausaika ei ole kelvollinen aika' },
  'ride.bookingTimeMissing': {
    en: 'An advance booking needs a booking time',
    fi: 'Ennakkovaraukseen tarvitaan varausaika',
  },
  'ride.bookingTimeTooFarAhead': {
    en: 'Rides are booked at most {days} days ahead; choose an earlier time',
    fi: 'Kyytejä voi varata enintään {days} päivää etukäteen; valitse aikaisempi aika',
  },
  'ride.tooShort': {
    en: 'The drop-off must be at least {metres} m from the pickup',
    fi: 'Määränpään on oltava vähintään {metres} m:n päässä noutopaikasta',
  },
  'ride.tooLong': {
    en: 'The drop-off must be within {km} km of the pickup',
    fi: 'Määränpään on oltava enintään {km} km:n päässä noutopaikasta',
  },
  'ride.priceChanged': {
    en: 'The price of this ride is now {cents} cents; estimate it again',
    fi: 'Tämän kyydin hinta on nyt {cents} senttiä; laske hinta uudelleen',
  },
  'ride.paymentNotOffered': {
    en: 'Rides here are not paid by {method}; this service takes {offered}',
    fi: 'Kyytejä ei täällä makseta maksutavalla {method}; palvelu ottaa vastaan: {offered}',
  },
  'ride.paidInCash': {
    en: 'This ride is paid in cash to the driver',
    fi: 'Tämä kyyti maksetaan käteisellä kuljettajalle',
  },
  'ride.alreadyPaid': { en: 'This ride is already paid', fi: 'Tämä kyyti on jo maksettu' },
  'ride.cancelledUnpaid': {
    en: 'This ride was cancelled, so it cannot be paid',
    fi: 'Tämä kyyti on peruttu, joten sitä ei voi maksaa',
  },
  'ride.noDesk': {
    en: 'The ride service could not sign you in. Contact the site\u2019s support.',
    fi: 'Kyytipalvelu ei voinut kirjata sinua sisään. Ota yhteyttä sivuston tukeen.',
  },
  'ride.riderAlreadyAssigned': {
    en: 'A rider is already on the way; the search can no longer be cancelled',
    fi: 'Kuljettaja on jo tulossa; hakua ei voi enää perua',
  },
  'ride.alreadyCancelled': {
    en: 'The rider search was already cancelled',
    fi: 'Kuljettajan haku on jo peruttu',
  },
  'ride.otherMerchant': {
    en: 'Rides are booked only for the signed-in merchant, {merchant}',
    fi: 'Kyytejä varataan vain kirjautuneelle kauppiaalle, {merchant}',
  },

  // Transport riders: each device's own limits and receipts.
  'rider.rateLimited': {
    en: {
      one: 'You have sent too many requests. Try again in {count} second.',
      other: 'You have sent too many requests. Try again in {count} seconds.',
    },
    fi: {
      one: 'Lähetit liian monta pyyntöä. Yritä uudelleen {count} sekunnin kuluttua.',
      other: 'Lähetit liian monta pyyntöä. Yritä uudelleen {count} sekunnin kuluttua.',
    },
  },
  'rider.tooManyReceipts': {
    en: {
      one: 'Too many receipt e-mails were sent. You can send another in {count} minute.',
      other: 'Too many receipt e-mails were sent. You can send another in {count} minutes.',
    },
    fi: {
      one: 'Kuitteja lähetettiin liian monta. Voit lähettää seuraavan {count} minuutin kuluttua.',
      other: 'Kuitteja lähetettiin liian monta. Voit lähettää seuraavan {count} minuutin kuluttua.',
    },
  },

  // Partner applications.
  'application.tooManyFiles': { en: 'At most {count} files', fi: 'Enintään {count} tiedostoa' },
  'application.fileTooLarge': {
    en: 'A file is larger than {megabytes} MB',
    fi: 'Tiedosto on suurempi kuin {megabytes} Mt',
  },
  'application.fileType': {
    en: '{field}: only PDF, PNG or JPEG files are accepted',
    fi: '{field}: vain PDF-, PNG- ja JPEG-tiedostot hyväksytään',
  },
  'application.tooManyFields': { en: 'Too many form fields', fi: 'Liian monta lomakekenttää' },
  'application.notMultipart': {
    en: 'Send the form as multipart/form-data',
    fi: 'Lähetä lomake muodossa multipart/form-data',
  },
  'application.malformed': { en: 'Malformed multipart body', fi: 'Virheellinen multipart-runko' },
  'application.fieldTooLong': { en: 'This field is too long', fi: 'Tämä kenttä on liian pitkä' },
  'application.fieldTwice': { en: 'This field was sent twice', fi: 'Tämä kenttä lähetettiin kahdesti' },
  'application.fieldNotText': { en: 'Send this field as plain text', fi: 'Lähetä tämä kenttä pelkkänä tekstinä' },
  'application.fieldNoFile': { en: 'This field takes no file', fi: 'Tähän kenttään ei voi liittää tiedostoa' },
  'application.merchantTitle': { en: 'New merchant application', fi: 'Uusi kauppiashakemus' },
  'application.riderTitle': { en: 'New rider application', fi: 'Uusi lähettihakemus' },
  'application.heading': { en: 'Application {id}', fi: 'Hakemus {id}' },
  'application.files': { en: 'Files:', fi: 'Tiedostot:' },
  'application.file': {
    en: '{field}: {name} ({type}, {size} bytes)',
    fi: '{field}: {name} ({type}, {size} tavua)',
  },
  // The merchant console's inventory, promotions, staff and money; the demo catalogue's drawn pictures.
  'notFound.picture': { en: 'No such picture', fi: 'Kuvaa ei ole' },
  'notFound.banner': { en: 'No such banner', fi: 'Kansikuvaa ei ole' },
  'notFound.voucher': { en: 'No voucher {id}', fi: 'Kuponkia {id} ei ole' },
  'notFound.staffAccount': { en: 'No staff account {id}', fi: 'Henkilökunnan tiliä {id} ei ole' },
  'picture.tooLarge': {
    en: '{field}: a picture is at most {megabytes} MB',
    fi: '{field}: kuva saa olla enintään {megabytes} Mt',
  },
  'picture.quotaFull': {
    en: 'Your store\u2019s pictures have reached their {megabytes} MB. Pictures no product uses are removed a day after upload.',
    fi: 'Kauppasi kuvat ovat täyttäneet {megabytes} Mt:n tilansa. Kuvat, joita mikään tuote ei käytä, poistetaan vuorokauden kuluttua lataamisesta.',
  },
  'picture.oneAtATime': { en: 'One picture at a time', fi: 'Yksi kuva kerrallaan' },
  'picture.only': { en: 'Send the picture only', fi: 'Lähetä vain kuva' },
  'picture.multipart': {
    en: 'Send the picture as multipart/form-data',
    fi: 'Lähetä kuva multipart/form-data-muodossa',
  },
  'picture.choose': { en: 'Choose a picture', fi: 'Valitse kuva' },
  'picture.noFileHere': { en: 'This field takes no file', fi: 'Tähän kenttään ei voi lähettää tiedostoa' },
  'picture.pngOrJpeg': {
    en: '{field}: only PNG or JPEG pictures are accepted',
    fi: '{field}: vain PNG- ja JPEG-kuvat kelpaavat',
  },
  'picture.malformed': { en: 'Malformed multipart body', fi: 'Virheellinen multipart-sisältö' },
  'picture.uploadAgain': { en: 'Upload the picture again', fi: 'Lähetä kuva uudelleen' },
  'inventory.productsFull': {
    en: 'A store has at most {max} products',
    fi: 'Kaupalla voi olla enintään {max} tuotetta',
  },
  'inventory.categoriesFull': {
    en: 'A store has at most {max} categories; choose one it has',
    fi: 'Kaupalla voi olla enintään {max} kategoriaa; valitse jokin olemassa olevista',
  },
  'inventory.optionInUse': {
    en: {
      one: '“{value}” is used by {count} product ({products}) and cannot be deleted',
      other: '“{value}” is used by {count} products ({products}) and cannot be deleted',
    },
    fi: {
      one: '”{value}” on {count} tuotteen käytössä ({products}), joten sitä ei voi poistaa',
      other: '”{value}” on {count} tuotteen käytössä ({products}), joten sitä ei voi poistaa',
    },
  },
  'promotion.discountAtMost100': { en: 'A discount is at most 100 percent', fi: 'Alennus on enintään 100 prosenttia' },
  'promotion.flatAbovePrice': {
    en: 'A flat promotion cannot take off more than the price',
    fi: 'Kiinteä alennus ei voi olla hintaa suurempi',
  },
  'voucher.lastDayPast': { en: 'The last day is in the past', fi: 'Viimeinen päivä on mennyt' },
  'voucher.percentAtMost100': { en: 'A percentage is at most 100', fi: 'Prosentti on enintään 100' },
  'voucher.codeTaken': { en: 'This voucher code is already taken', fi: 'Tämä kuponkikoodi on jo käytössä' },
  'voucher.storeFull': {
    en: 'A store has at most {max} vouchers in force; end one first',
    fi: 'Kaupalla voi olla voimassa enintään {max} kuponkia; päätä ensin jokin',
  },
  'staff.lastOwner': { en: 'The store must keep at least one owner', fi: 'Kaupalla on oltava vähintään yksi omistaja' },
  'staff.usernameTaken': { en: 'This username is already taken', fi: 'Tämä käyttäjätunnus on jo käytössä' },
  'staff.storeFull': {
    en: 'A store has at most {max} accounts; remove one first',
    fi: 'Kaupalla voi olla enintään {max} tiliä; poista ensin jokin',
  },
  'money.badDate': { en: 'Enter a date as YYYY-MM-DD', fi: 'Anna päivämäärä muodossa VVVV-KK-PP' },
  'money.endsBeforeStart': { en: 'The range ends before it starts', fi: 'Aikaväli päättyy ennen kuin se alkaa' },
  'money.tooLong': { en: 'A range is at most 366 days', fi: 'Aikaväli on enintään 366 päivää' },
  'money.dayTooBusy': {
    en: '{date} has more than {max} transactions, more than this page lists',
    fi: 'Päivällä {date} on yli {max} tapahtumaa, enemmän kuin tämä sivu näyttää',
  },
  'transport.carTypeNotOffered': {
    en: 'No car type {carType} is offered; choose one of {offered}',
    fi: 'Autotyyppiä {carType} ei ole tarjolla; valitse jokin näistä: {offered}',
  },
} as const satisfies Readonly<Record<string, Entry>>;

export type ServerTextKey = keyof typeof serverTexts;
