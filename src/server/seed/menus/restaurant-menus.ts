import type { NewMenu } from '../../catalogue/index';
import { item, menu, vat } from './menu-builder';

const helmi = 'sataman-helmi';
const vallila = 'pizzeria-vallila';
const kallio = 'kallion-keittio';
const kamome = 'sushi-kamome';
const burgeri = 'toolon-burgeri';
const curry = 'curry-corner-itakeskus';

/** Menus of the seeded restaurants: promotions of both kinds, low and sold-out stock, sizes, colours and variants. */
export const restaurantMenus: NewMenu[] = [
  menu(helmi, [
    {
      name: 'Keitot',
      subSections: [
        {
          name: 'Kalakeitot',
          items: [
            item(helmi, 'Lohikeitto', 1490, { description: 'Creamy salmon soup with dill and rye bread.' }),
            item(helmi, 'Kirkas kalakeitto', 1350, { description: 'Clear fish soup of the day.' }),
          ],
        },
      ],
    },
    {
      name: 'Pääruoat',
      subSections: [
        {
          name: 'Kala',
          items: [
            item(helmi, 'Paistetut muikut', 1690, {
              description: 'Fried vendace, mashed potatoes.',
              discountPercent: 10,
            }),
            item(helmi, 'Päivän kala', 2200, { description: 'Catch of the day.', stock: 4 }),
          ],
        },
        { name: 'Kasvis', items: [item(helmi, 'Kantarellirisotto', 1890, { stock: 0 })] },
      ],
    },
    {
      name: 'Juomat',
      subSections: [
        {
          name: 'Kylmät',
          items: [
            item(helmi, 'Kotikalja', 350, { tax: vat.general }),
            item(helmi, 'Vichy', 300, { tax: vat.general, soldOut: true }),
          ],
        },
      ],
    },
  ]),
  menu(vallila, [
    {
      name: 'Pizzat',
      subSections: [
        {
          name: 'Klassikot',
          items: [
            item(vallila, 'Margherita', 1150, { sizes: ['Normaali', 'Perhe'] }),
            item(vallila, 'Quattro Formaggi', 1390, { sizes: ['Normaali', 'Perhe'], discountPercent: 15 }),
          ],
        },
      ],
    },
    { name: 'Salaatit', subSections: [{ name: 'Salaatit', items: [item(vallila, 'Caesar-salaatti', 1090)] }] },
    {
      name: 'Juomat',
      subSections: [
        { name: 'Juomat', items: [item(vallila, 'Sitruunalimonadi', 320, { soldAtDefaultTax: true, stock: 3 })] },
      ],
    },
  ]),
  menu(kallio, [
    {
      name: 'Lounas',
      subSections: [
        {
          name: 'Kotiruoka',
          items: [
            item(kallio, 'Hernekeitto', 950, { description: 'Thursday pea soup with mustard.' }),
            item(kallio, 'Lihapullat', 1290, {
              variants: [{ name: 'Lisuke', options: ['Perunamuusi', 'Ranskalaiset'] }],
            }),
          ],
        },
        { name: 'Jälkiruoat', items: [item(kallio, 'Pannukakku', 550, { flatOff: 100 })] },
      ],
    },
  ]),
  menu(kamome, [
    {
      name: 'Sushi',
      subSections: [
        {
          name: 'Nigiri',
          items: [item(kamome, 'Lohi nigiri 6 kpl', 1290), item(kamome, 'Maki-setti', 1590, { stock: 10 })],
        },
      ],
    },
  ]),
  menu(burgeri, [
    {
      name: 'Burgerit',
      subSections: [
        {
          name: 'Burgerit',
          items: [
            item(burgeri, 'Classic', 1250, {
              variants: [
                { name: 'Kastike', options: ['Majoneesi', 'BBQ', 'Chipotle'] },
                { name: 'Juusto', options: ['Cheddar', 'Ei juustoa'] },
              ],
            }),
            item(burgeri, 'Vege', 1250),
          ],
        },
        { name: 'Lisukkeet', items: [item(burgeri, 'Ranskalaiset', 450)] },
      ],
    },
    {
      name: 'Tuotteet',
      subSections: [
        {
          name: 'Vaatteet',
          items: [
            item(burgeri, 'Burgeri T-paita', 1990, {
              tax: vat.general,
              stock: 12,
              sizes: ['S', 'M', 'L'],
              colors: ['Musta', 'Valkoinen'],
            }),
          ],
        },
      ],
    },
  ]),
  menu(curry, [
    {
      name: 'Curryt',
      subSections: [
        { name: 'Curryt', items: [item(curry, 'Butter chicken', 1450), item(curry, 'Palak paneer', 1350)] },
        { name: 'Leivät', items: [item(curry, 'Naan', 300)] },
      ],
    },
  ]),
];
