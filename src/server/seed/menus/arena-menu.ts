import type { NewMenu } from '../../catalogue/index';
import { arenaVenueQueryId } from '../arena-venue';
import { item, menu, vat } from './menu-builder';

const areena = arenaVenueQueryId;

/** The arena kitchen's menu: quick food from each counter, drinks at the general VAT rate. */
export const arenaMenu: NewMenu = menu(areena, [
  {
    name: 'Grilli',
    subSections: [
      {
        name: 'Grilliruoat',
        items: [
          item(areena, 'Areenamakkara', 690, {
            description: 'Grilled sausage with mustard.',
            variants: [{ name: 'Kastike', options: ['Sinappi', 'Ketsuppi', 'Ei kastiketta'] }],
          }),
          item(areena, 'Areenaburgeri', 1290, { description: 'Beef burger with cheddar.', flatOff: 200 }),
        ],
      },
    ],
  },
  {
    name: 'Pizza',
    subSections: [
      {
        name: 'Pizzapalat',
        items: [
          item(areena, 'Pizzapala Margherita', 590, { sizes: ['Pala', 'Tupla'] }),
          item(areena, 'Pizzapala Pepperoni', 650, { stock: 4 }),
        ],
      },
    ],
  },
  {
    name: 'Vegaani',
    subSections: [
      {
        name: 'Kasvisruoat',
        items: [
          item(areena, 'Falafel-wrap', 990, { discountPercent: 20 }),
          item(areena, 'Kasvisnachot', 890, { stock: 0 }),
        ],
      },
    ],
  },
  {
    name: 'Kahvila',
    subSections: [
      {
        name: 'Juomat',
        items: [
          item(areena, 'Kahvi', 350, { tax: vat.general }),
          item(areena, 'Virvoitusjuoma', 450, { tax: vat.general }),
          item(areena, 'Kaakao', 400, { tax: vat.general, soldOut: true }),
        ],
      },
    ],
  },
  {
    name: 'Fanituotteet',
    subSections: [
      {
        name: 'Vaatteet',
        items: [
          item(areena, 'Areena-huppari', 4990, {
            tax: vat.general,
            stock: 20,
            sizes: ['S', 'M', 'L', 'XL'],
            colors: ['Sininen', 'Musta'],
          }),
        ],
      },
    ],
  },
]);
