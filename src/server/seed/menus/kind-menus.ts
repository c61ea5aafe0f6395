import type { NewMenu } from '../../catalogue/index';
import { kindOfMoreStore, type StoreKind } from '../more-stores';
import { item, menu, vat, type ItemOptions } from './menu-builder';

type Dish = [name: string, cents: number, options?: ItemOptions];

/** A short menu per kind of store, so every seeded store can be ordered from. */
const dishesOf: Record<StoreKind, { section: string; sub: string; dishes: Dish[] }[]> = {
  pizza: [
    {
      section: 'Pizzat',
      sub: 'Pizzat',
      dishes: [
        ['Margherita', 1090, { sizes: ['Normaali', 'Perhe'] }],
        ['Pepperoni', 1290],
        ['Kasvispizza', 1190, { discountPercent: 10 }],
      ],
    },
    { section: 'Juomat', sub: 'Juomat', dishes: [['Limsa', 290, { tax: vat.general }]] },
  ],
  burger: [
    {
      section: 'Burgerit',
      sub: 'Burgerit',
      dishes: [
        ['Juustoburgeri', 1190],
        ['Kanaburgeri', 1190, { stock: 6 }],
      ],
    },
    {
      section: 'Lisukkeet',
      sub: 'Lisukkeet',
      dishes: [
        ['Ranskalaiset', 390],
        ['Bataattiranskalaiset', 490, { flatOff: 50 }],
      ],
    },
  ],
  sushi: [
    {
      section: 'Annokset',
      sub: 'Annokset',
      dishes: [
        ['Lohiannos', 1490],
        ['Kasvisannos', 1290],
        ['Miso-keitto', 590],
      ],
    },
  ],
  curry: [
    {
      section: 'Pääruoat',
      sub: 'Pääruoat',
      dishes: [
        ['Kanacurry', 1350],
        ['Linssicurry', 1190],
        ['Naan-leipä', 290],
      ],
    },
  ],
  home: [
    {
      section: 'Lounas',
      sub: 'Lounas',
      dishes: [
        ['Päivän keitto', 950],
        ['Päivän liharuoka', 1250],
        ['Korvapuusti', 390, { stock: 12 }],
      ],
    },
    {
      section: 'Juomat',
      sub: 'Juomat',
      dishes: [
        ['Kahvi', 290],
        ['Tee', 250],
      ],
    },
  ],
  fish: [
    {
      section: 'Kala',
      sub: 'Kala',
      dishes: [
        ['Lohikeitto', 1450],
        ['Silakkapihvit', 1550],
        ['Savulohi', 1890, { stock: 3 }],
      ],
    },
  ],
  shop: [
    {
      section: 'Perustuotteet',
      sub: 'Perustuotteet',
      dishes: [
        ['Maito 1 l', 109],
        ['Ruisleipä', 259],
        ['Kahvi 500 g', 549],
        ['Kananmunat 10 kpl', 329, { stock: 0 }],
      ],
    },
  ],
  organic: [
    {
      section: 'Tuotteet',
      sub: 'Tuotteet',
      dishes: [
        ['Luomuomenat 1 kg', 399],
        ['Kukkakimppu', 2490, { tax: vat.general, colors: ['Punainen', 'Valkoinen'] }],
      ],
    },
  ],
};

export const kindMenus: NewMenu[] = [...kindOfMoreStore].map(([storeQueryId, kind]) =>
  menu(
    storeQueryId,
    dishesOf[kind].map(({ section, sub, dishes }) => ({
      name: section,
      subSections: [
        { name: sub, items: dishes.map(([name, cents, options]) => item(storeQueryId, name, cents, options)) },
      ],
    })),
  ),
);
