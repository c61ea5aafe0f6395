import { renderFirstScreen } from '@/app/first-screen-server';
import { demoStaff } from '@/server/merchant/store/seed-staff';
import { seedStores } from '@/server/seed/seed-stores';
import hostConfig from '@/config/config.json';
import enInfoPages from '@/presentation/i18n/locales/en/info-pages.json';
import fiInfoPages from '@/presentation/i18n/locales/fi/info-pages.json';
import enPartners from '@/presentation/i18n/locales/en/partners.json';
import fiPartners from '@/presentation/i18n/locales/fi/partners.json';
import enAccounts from '@/presentation/i18n/locales/en/accounts.json';
import fiAccounts from '@/presentation/i18n/locales/fi/accounts.json';
import enConsole from '@/presentation/i18n/locales/en/console.json';
import fiConsole from '@/presentation/i18n/locales/fi/console.json';
import enRides from '@/presentation/i18n/locales/en/rides.json';
import fiRides from '@/presentation/i18n/locales/fi/rides.json';
import enCommon from '@/presentation/i18n/locales/en/common.json';
import fiCommon from '@/presentation/i18n/locales/fi/common.json';
import transportHost from '../../examples/transport.json';
import { startTestServer, type TestServer } from './server/start-test-server';

const restaurants = seedStores.filter((store) => store.industries.some((industry) => industry.id === 21));
const stateOf = (headHtml: string) =>
  JSON.parse(
    /<script type="application\/json" id="storefront-first-screen">(.*?)<\/script>/s.exec(headHtml)?.[1] ?? 'null',
  ) as {
    language: string;
    state: { stores: { status: string; stores: Array<{ name: string }> } };
  } | null;

describe('the first screen drawn on the server from the app components', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  const answer = (url: string, config: unknown = hostConfig, language = 'fi') =>
    renderFirstScreen({ url, config, language, apiOrigin: server.baseUrl });
  /** A drawing, or null: a redirect where a page was expected fails the test with where it led. */
  const render = async (url: string, config: unknown = hostConfig, language = 'fi') => {
    const answered = await answer(url, config, language);
    if (answered !== null && 'redirectTo' in answered) throw new Error(`${url} led to ${answered.redirectTo}`);
    return answered;
  };

  it("draws the store listing with the server's stores, its styles and the state the browser takes over", async () => {
    const drawn = await render('/');
    expect(drawn).not.toBeNull();
    const { rootHtml, headHtml, preloadHtml, title, language } = drawn!;
    // The first cards' pictures are preloaded from the head, not from inside the screen React takes over.
    expect(preloadHtml).toMatch(/^<link rel="preload" as="image" href="\/media\/[^"]+"[^>]*\/>/);
    expect(rootHtml).not.toContain('<link');
    expect(language).toBe('fi');
    expect(title).toBe(hostConfig.brandName);
    for (const store of restaurants) expect(rootHtml).toContain(store.name.replace(/&/g, '&amp;'));
    // Finnish texts, drawn as a guest sees them (the sign-in happens in the browser).
    expect(rootHtml).toContain('Hae kauppoja');
    expect(rootHtml).toContain('Kirjaudu sisään');
    expect(headHtml).toMatch(/<style data-styled="true"/);
    const delivered = stateOf(headHtml);
    expect(delivered?.language).toBe('fi');
    expect(delivered?.state.stores.status).toBe('succeeded');
    expect(delivered?.state.stores.stores.map((store) => store.name).sort()).toEqual(
      restaurants.map((store) => store.name).sort(),
    );
    // No inline script moves parts into place: the page's policy runs none.
    expect(rootHtml).not.toContain('<script');
  });

  it('draws in English when asked, and in Finnish for a language it does not have', async () => {
    expect((await render('/', hostConfig, 'en'))?.rootHtml).toContain('Search stores');
    const unknown = await render('/', hostConfig, 'sv');
    expect(unknown?.language).toBe('fi');
    expect(unknown?.rootHtml).toContain('Hae kauppoja');
  });

  it("draws a store's product list with the store, its products and the state the browser takes over", async () => {
    const drawn = await render('/products/product-list/sataman-helmi/ALL/ALL/21?lng=en', hostConfig, 'en');
    expect(drawn).not.toBeNull();
    const { rootHtml, headHtml } = drawn!;
    // The catalogue's texts in the page's language, as the server serves them to the request it makes.
    expect(rootHtml).toContain('Salmon soup');
    expect(rootHtml).toContain('Add Salmon soup to cart');
    expect(rootHtml).toContain('Fish soups');
    expect(rootHtml).not.toContain('Lohikeitto');
    const delivered = JSON.parse(/id="storefront-first-screen">(.*?)<\/script>/s.exec(headHtml)?.[1] ?? 'null') as {
      state: { stores?: unknown; products?: { store: { status: string }; listing: { status: string } } };
    } | null;
    expect(delivered?.state.stores).toBeUndefined();
    expect(delivered?.state.products?.store.status).toBe('succeeded');
    expect(delivered?.state.products?.listing.status).toBe('succeeded');
  });

  it("draws a store's product list in Finnish with the catalogue's Finnish texts", async () => {
    const drawn = await render('/products/product-list/sataman-helmi/ALL/ALL/21', hostConfig, 'fi');
    expect(drawn?.rootHtml).toContain('Lisää Lohikeitto ostoskoriin');
    expect(drawn?.rootHtml).toContain('Kermainen lohikeitto tillillä ja ruisleivällä.');
    expect(drawn?.rootHtml).toContain('Kalakeitot');
    expect(drawn?.rootHtml).not.toContain('Creamy salmon soup');
  });

  it("draws a product's details with its choices, disabled until the browser has taken the page over", async () => {
    const drawn = await render('/products/details/pizzeria-vallila/ALL/ALL/21/pizzeria-vallila--margherita/1');
    expect(drawn).not.toBeNull();
    const { rootHtml, headHtml } = drawn!;
    expect(rootHtml).toContain('<h1>Margherita</h1>');
    // Its sizes, in Finnish, inside a fieldset that does nothing until the app's code is there.
    expect(rootHtml).toContain('Normaali');
    expect(rootHtml).toMatch(/<fieldset[^>]* disabled=""/);
    const delivered = JSON.parse(/id="storefront-first-screen">(.*?)<\/script>/s.exec(headHtml)?.[1] ?? 'null') as {
      state: { products?: { detail: { status: string; data: { name: string } }; aheadOfScreen: { detail: string } } };
    } | null;
    expect(delivered?.state.products?.detail.status).toBe('succeeded');
    expect(delivered?.state.products?.detail.data.name).toBe('Margherita');
    // The page in the browser takes this product over instead of asking for it again.
    expect(delivered?.state.products?.aheadOfScreen.detail).toBe('pizzeria-vallila--margherita');
  });

  it('draws no details page for a product that does not exist: the browser shows the refusal', async () => {
    expect(await render('/products/details/pizzeria-vallila/ALL/ALL/21/no-such-product/1')).toBeNull();
  });

  it("draws a big store's pager with every button disabled: a click before the app is alive would do nothing", async () => {
    const drawn = await render('/products/product-list/lahikauppa-kruununhaka/ALL/ALL/22');
    const pager = /<nav aria-label="Sivut"[^>]*>(.*?)<\/nav>/s.exec(drawn!.rootHtml)?.[1] ?? '';
    const buttons = pager.match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    for (const button of buttons) expect(button).toContain('disabled=""');
    expect(pager).toContain('aria-label="Sivu 2"');
  });

  it('draws the store listing again after a product list, whose state then belongs to every store', async () => {
    expect(await render('/products/product-list/sataman-helmi/ALL/ALL/21')).not.toBeNull();
    const listing = await render('/');
    expect(listing?.rootHtml).toContain(restaurants[0]!.name.replace(/&/g, '&amp;'));
  });

  it.each([
    ['/order/history', '<h1 id="orders-title">Tilaukseni</h1>', 'Aktiiviset'],
    ['/checkout/cart-summary', '<h1>Maksutapa</h1>', 'Lasketaan tilaustasi'],
    // The receipt prompt needs only the order's id: it is drawn while the order is still the browser's to load.
    [
      '/checkout/payment-success/inv_abc?trade_type_id=1',
      '<h1 id="receipt-title">Saat kuitin sähköpostiisi</h1>',
      'Ohita',
    ],
  ])("draws the frame of %s, a screen whose content belongs to the visitor's session", async (url, heading, text) => {
    const drawn = await render(url);
    expect(drawn).not.toBeNull();
    expect(drawn!.rootHtml).toContain(heading);
    expect(drawn!.rootHtml).toContain(text);
    // Nothing of any session's: no state but the language, and the header as a guest sees it.
    expect(stateOf(drawn!.headHtml)).toEqual({ language: 'fi', state: {} });
    expect(drawn!.rootHtml).toContain('Kirjaudu sisään');
    // The browser fills the frame in: it asks for the app's code ahead.
    expect(drawn!.complete).toBe(false);
  });

  type InfoTexts = typeof fiInfoPages.infoPages;
  const infoTexts = { fi: fiInfoPages.infoPages, en: enInfoPages.infoPages } as const;
  /** Each page of fixed text: its heading and one text of its body, as the locale files have them. */
  const textPages: ReadonlyArray<readonly [string, (texts: InfoTexts) => readonly [string, string]]> = [
    ['/about-us', (texts) => [texts.aboutUs.title, texts.aboutUs.providerIntro]],
    ['/about', (texts) => [texts.aboutUs.title, texts.aboutUs.providerIntro]],
    ['/careers', (texts) => [texts.careers.title, texts.careers.intro]],
    ['/news', (texts) => [texts.news.title, texts.news.items.tracking.title]],
    ['/faqs', (texts) => [texts.faqs.title, texts.faqs.items.order.question]],
    ['/contact', (texts) => [texts.contact.title, texts.contact.faqLink]],
    ['/privacy-policy', (texts) => [texts.privacy.title, texts.privacy.intro]],
    ['/cookies-policy', (texts) => [texts.cookies.title, texts.cookies.intro]],
    ['/terms-and-conditions', (texts) => [texts.terms.title, texts.terms.intro]],
    ['/terms', (texts) => [texts.terms.title, texts.terms.intro]],
    ['/nokia-arena-terms-and-conditions', (texts) => [texts.arenaTerms.title, texts.arenaTerms.intro]],
  ];
  /** A text as React writes it into the page, the brand filled in. */
  const asDrawn = (text: string) =>
    text
      .replace(/\{\{brand\}\}/g, hostConfig.brandName)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');

  describe.each(['fi', 'en'] as const)('in %s', (language) => {
    it.each(textPages)('draws %s whole, with nothing of any session in it', async (url, textsOf) => {
      const [title, body] = textsOf(infoTexts[language]);
      const drawn = await render(url, hostConfig, language);
      expect(drawn?.language).toBe(language);
      expect(drawn!.rootHtml).toMatch(new RegExp(`<h1 id="[^"]+">${asDrawn(title)}</h1>`));
      expect(drawn!.rootHtml).toContain(asDrawn(body));
      expect(drawn!.headHtml).toMatch(/<style data-styled="true"/);
      expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
      expect(drawn!.preloadHtml).toBe('');
      // Nothing to fill in: the browser asks for the app's code once the page is painted.
      expect(drawn!.complete).toBe(true);
    });

    it.each([
      ['/signup/user', 'signUp'],
      ['/forgot-pin', 'forgotPin'],
    ] as const)(
      'draws %s at its first step, its fields disabled until the browser has taken it over',
      async (url, flow) => {
        const texts = { fi: fiAccounts, en: enAccounts }[language].auth[flow];
        const drawn = await render(url, hostConfig, language);
        expect(drawn!.rootHtml).toMatch(new RegExp(`<h1 id="[^"]+">${asDrawn(texts.title)}</h1>`));
        expect(drawn!.rootHtml).toContain(asDrawn(texts.stepOf.replace('{{step}}', '1')));
        expect(drawn!.rootHtml).toMatch(/<fieldset[^>]* disabled=""[^>]*>\s*<form/);
        expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
        expect(drawn!.complete).toBe(true);
      },
    );

    it.each(['riders', 'merchants'] as const)(
      "draws the %s' page whole, its application form disabled until the browser has taken it over",
      async (partner) => {
        const texts = { fi: fiPartners, en: enPartners }[language].partners[partner];
        const drawn = await render(`/${partner}`, hostConfig, language);
        expect(drawn!.rootHtml).toMatch(new RegExp(`<h1 id="[^"]+">${asDrawn(texts.title)}</h1>`));
        expect(drawn!.rootHtml).toContain(asDrawn(texts.intro));
        expect(drawn!.rootHtml).toMatch(/<fieldset[^>]* disabled=""[^>]*>\s*<form/);
        expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
      },
    );
  });

  describe.each([
    ['fi', fiConsole.console.signIn],
    ['en', enConsole.console.signIn],
  ] as const)('on a console route, in %s', (language, signIn) => {
    it.each(['/orders-mgmt', '/orders-mgmt/past', '/inventory-mgmt/add', '/store-settings'])(
      'draws the staff sign-in at %s for a browser that keeps no staff session, disabled until taken over',
      async (url) => {
        const drawn = await render(url, hostConfig, language);
        expect(drawn?.language).toBe(language);
        expect(drawn!.rootHtml).toContain(`<h1>${asDrawn(signIn.title)}</h1>`);
        expect(drawn!.rootHtml).toContain(asDrawn(signIn.intro));
        expect(drawn!.rootHtml).toContain(`>${asDrawn(signIn.username)}</label>`);
        expect(drawn!.rootHtml).toMatch(/<fieldset[^>]* disabled=""[^>]*>\s*<form/);
        expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
        // Nothing to fetch: the browser asks for the app's code once the sign-in is painted.
        expect(drawn!.complete).toBe(true);
      },
    );
  });

  describe.each([
    ['fi', fiConsole.console],
    ['en', enConsole.console],
  ] as const)('on a console route for a browser that keeps a staff session, in %s', (language, texts) => {
    const drawFrame = async (url: string) => {
      const answered = await renderFirstScreen({
        url,
        config: hostConfig,
        language,
        apiOrigin: server.baseUrl,
        staffSignedIn: true,
      });
      if (answered === null || 'redirectTo' in answered) throw new Error(`${url} drew no frame`);
      return answered;
    };
    /** Every demo store, staff member and order name the seed knows: none of them may be in a frame. */
    const anyonesData = [...seedStores.map((store) => store.name), ...demoStaff.map((staff) => staff.fullName)];

    it.each([
      ['/orders-mgmt', texts.shell.pages.orders],
      ['/orders-mgmt/past', texts.pastOrders.title],
      ['/dashboard', texts.shell.pages.dashboard],
      ['/store-settings', texts.shell.pages.settings],
    ])(
      'draws the console\u2019s frame at %s: header, navigation, the page\u2019s heading and place',
      async (url, heading) => {
        const { rootHtml, headHtml, complete, language: drawnIn } = await drawFrame(url);
        expect(drawnIn).toBe(language);
        expect(rootHtml).toContain(`<h1>${asDrawn(texts.title)}</h1>`);
        expect(rootHtml).toMatch(new RegExp(`<nav aria-label="${asDrawn(texts.shell.navigation)}"`));
        expect(rootHtml).toContain(`<h2>${asDrawn(heading)}</h2>`);
        expect(rootHtml).toContain(`<p role="status">${asDrawn(texts.loading)}</p>`);
        // No sign-in: the browser keeps a session to fill the frame in.
        expect(rootHtml).not.toContain(asDrawn(texts.signIn.title));
        // Sign-out does nothing until the app is there and knows whose session it ends.
        expect(rootHtml).toMatch(new RegExp(`<button[^>]* disabled=""[^>]*>${asDrawn(texts.shell.signOut)}</button>`));
        expect(stateOf(headHtml)).toEqual({ language, state: {} });
        // The browser fills the frame in: it asks for the app's code ahead, not once the frame is painted.
        expect(complete).toBe(false);
      },
    );

    it('holds nothing of the store\u2019s or the staff member\u2019s: no names, no role, no orders, no owner pages', async () => {
      const { rootHtml } = await drawFrame('/orders-mgmt');
      for (const name of anyonesData) expect(rootHtml).not.toContain(asDrawn(name));
      expect(rootHtml).not.toContain(asDrawn(texts.shell.roles.staff));
      expect(rootHtml).not.toContain(asDrawn(texts.shell.roles.owner));
      // The pages every role may open are listed; an owner's own join them once the session is read.
      expect(rootHtml).toContain(`>${asDrawn(texts.shell.pages.promotions)}</a>`);
      expect(rootHtml).not.toContain(`>${asDrawn(texts.shell.pages.transactions)}</a>`);
      // No order card, no order group: the orders are fetched by the browser with its session.
      expect(rootHtml).not.toContain('<h3');
      expect(rootHtml).not.toContain(asDrawn(texts.orders.live));
    });
  });

  describe.each([
    ['fi', fiRides, 'Tilaa kyyti'],
    ['en', enRides, 'Book a ride'],
  ] as const)('on the transport host, in %s', (language, rides, book) => {
    it("draws where every visitor starts, in transport mode's own frame and texts", async () => {
      const drawn = await render('/transport/transport-start-journey', transportHost, language);
      expect(drawn?.language).toBe(language);
      expect(drawn!.rootHtml).toContain(`<h1>${rides.rides.start.title}</h1>`);
      expect(drawn!.rootHtml).toContain(`>${book}</a>`);
      expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
    });

    it('draws its About Us with the brand filled in', async () => {
      const drawn = await render('/transport/about-us', transportHost, language);
      expect(drawn!.rootHtml).toContain(
        rides.transport.info.aboutUs.intro.replace('{{brand}}', transportHost.brandName),
      );
    });

    it.each(['/transport/main-page', '/transport/location-pickup', '/transport/confirm-pickup-location'])(
      'draws the booking form at %s whole, in its frame, every control disabled until taken over',
      async (url) => {
        const form = rides.rides.form;
        const drawn = await render(url, transportHost, language);
        expect(drawn?.language).toBe(language);
        const { rootHtml } = drawn!;
        // Transport mode's frame around it, the form's heading first in one disabled group.
        expect(rootHtml).toContain(`aria-label="${rides.rides.navLabel}"`);
        expect(rootHtml).toMatch(
          new RegExp(
            `<form[^>]* aria-label="${form.title}"[^>]*><fieldset role="none" disabled=""[^>]*><h1>${form.title}</h1>`,
          ),
        );
        // Every field of its first state is there (the pickup, the drop-off, the details and the host's payments).
        for (const text of [form.pickup, form.dropoff, form.useMyPosition, form.recipientName, form.seePrices]) {
          expect(rootHtml).toContain(`>${asDrawn(text)}</`);
        }
        expect(rootHtml).toContain(`>${asDrawn(form.cash)}</label>`);
        expect(rootHtml).toContain(`>${asDrawn(form.card)}</label>`);
        // The static maps at the host's centre: the server has no map service, and the browser draws the same first.
        expect(rootHtml).toContain(`<figure role="img" aria-label="${asDrawn(form.mapLabel)}"`);
        expect(rootHtml).toContain(`<figure role="img" aria-label="${asDrawn(form.dropoffMapLabel)}"`);
        // Both at the host's centre, written in the language's own numbers (60,1675 in Finnish).
        const { lat, long } = transportHost.mapCentre;
        const centre = new RegExp(`<figcaption>[^<]*${lat}[^<]*${long}[^<]*</figcaption>`.replace(/\./g, '[.,]'), 'g');
        expect(rootHtml.match(centre)).toHaveLength(2);
        // Nothing of any rider's: no state but the language, and the app's code asked for once it is painted.
        expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
        expect(drawn!.complete).toBe(true);
        expect(drawn!.notFound).toBe(false);
      },
    );

    it("draws the frame of My Bookings, whose rides are the rider's own: the list's place while it loads", async () => {
      const history = rides.rides.history;
      const drawn = await render('/transport/booking-history', transportHost, language);
      const { rootHtml } = drawn!;
      expect(rootHtml).toContain(`<h1>${asDrawn(history.title)}</h1>`);
      expect(rootHtml).toContain(`<p role="status">${asDrawn(history.loading)}</p>`);
      // Its navigation marks where the rider is.
      expect(/<a [^>]*href="\/transport\/booking-history"[^>]*>/.exec(rootHtml)?.[0]).toContain('aria-current="page"');
      expect(rootHtml).not.toContain(asDrawn(history.empty));
      expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
      // The browser fills the frame in: it asks for the app's code ahead.
      expect(drawn!.complete).toBe(false);
    });
  });

  it.each([
    ['/zapp-test-designs', 'Test designs'],
    ['/zapp-test-designs-category', 'Test designs: category'],
    ['/checkout', 'Checkout'],
    ['/review-order', 'Review your order'],
    ['/merchant-wizard', 'Add products'],
  ])('draws the prototype %s whole, its controls disabled until the browser has taken it over', async (url, title) => {
    const drawn = await render(url, hostConfig, 'en');
    expect(drawn!.rootHtml).toMatch(new RegExp(`<h1 id="[^"]+">${title}</h1>`));
    // Everything after the heading and the sample-data note is held in one disabled group.
    expect(drawn!.rootHtml).toMatch(/<\/h1><p[^>]*>[^<]*<\/p><fieldset role="none" disabled=""/);
    expect(stateOf(drawn!.headHtml)).toEqual({ language: 'en', state: {} });
    expect(drawn!.complete).toBe(true);
    expect(drawn!.notFound).toBe(false);
  });

  describe.each(['fi', 'en'] as const)('at an address that names no page, in %s', (language) => {
    it.each(['/no-such-page', '/faqs/more', '/dashboard/more', '/products/product-list/too/short'])(
      'draws "Page not found" at %s, whole, marked as not found',
      async (url) => {
        const texts = { fi: fiCommon, en: enCommon }[language].notFound;
        const drawn = await render(url, hostConfig, language);
        expect(drawn?.notFound).toBe(true);
        expect(drawn!.rootHtml).toContain(`<h1>${asDrawn(texts.title)}</h1>`);
        expect(drawn!.rootHtml).toMatch(new RegExp(`<a href="/"[^>]*>${asDrawn(texts.backToStores)}</a>`));
        expect(stateOf(drawn!.headHtml)).toEqual({ language, state: {} });
        expect(drawn!.complete).toBe(true);
      },
    );
  });

  it.each(['/', '/faqs', '/order/history', '/signup/user'])('marks no page as not found at %s', async (url) => {
    expect((await render(url))?.notFound).toBe(false);
  });

  const singleMerchantHost = { ...hostConfig, singleMerchantQueryId: 'sataman-helmi' };
  it.each([
    ['/home', hostConfig, '/products?trade_type_id=1'],
    ['/home?trade_type_id=2', hostConfig, '/products?trade_type_id=2'],
    ['/home?lng=en', hostConfig, '/products?trade_type_id=1'],
    ['/home', singleMerchantHost, '/products/product-list/sataman-helmi/ALL/ALL/3'],
    ['/', singleMerchantHost, '/products/product-list/sataman-helmi/ALL/ALL/3'],
    [
      '/products/?trade_type_id=2',
      singleMerchantHost,
      '/products/product-list/sataman-helmi/ALL/ALL/3?trade_type_id=2',
    ],
    ['/products/store/sataman-helmi/21', hostConfig, '/products/product-list/sataman-helmi/ALL/ALL/21'],
    ['/o/inv_abc', hostConfig, '/checkout/payment-success/inv_abc?showOrderDetail=true'],
    ['/', transportHost, '/transport/transport-start-journey'],
    ['/transport', transportHost, '/transport/transport-start-journey'],
    ['/faqs?lng=en', transportHost, '/transport/transport-start-journey'],
    ['/home', transportHost, '/transport/transport-start-journey'],
  ])('sends %s on to where it leads, without drawing it', async (url, config, target) => {
    expect(await answer(url, config)).toEqual({ redirectTo: target });
  });

  it.each([
    [
      "a ride's own page on the transport host, which is the rider's own",
      '/transport/confirm-booking/inv_abc',
      transportHost,
    ],
    ["a transport path it does not know, which the rider's browser sends to the start", '/transport/x', transportHost],
    [
      "the bank's return to the shop, which only the payer's browser can follow",
      '/user/soneri-payment/success/inv_abc/html',
      hostConfig,
    ],
    ["a session's screen on a site switched off", '/order/history', { ...hostConfig, siteDisabled: true }],
    ['a store that does not exist', '/products/product-list/no-such-store/ALL/ALL/21', hostConfig],
    ['a host with a splash screen', '/', { ...hostConfig, splash: true }],
    ['a configuration that does not parse', '/', { brandName: 42 }],
  ])('draws nothing for %s', async (_case, url, config) => {
    expect(await render(url, config)).toBeNull();
  });

  it('draws nothing when the stores cannot be fetched: the browser shows that and retries', async () => {
    const drawn = await renderFirstScreen({
      url: '/',
      config: hostConfig,
      language: 'fi',
      apiOrigin: 'http://127.0.0.1:9',
    });
    expect(drawn).toBeNull();
  });
});
