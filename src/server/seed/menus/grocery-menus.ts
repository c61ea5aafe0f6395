import type { NewMenu, NewProduct } from '../../catalogue/index';
import { item, menu, vat } from './menu-builder';

const kruununhaka = 'lahikauppa-kruununhaka';
const luomutori = 'herttoniemen-luomutori';

/** Base goods of the corner shop; each comes in three pack sizes, so the shop has more than one page of products. */
const goods: { section: string; sub: string; name: string; cents: number }[] = [
  { section: 'Hedelmät ja vihannekset', sub: 'Hedelmät', name: 'Omena', cents: 249 },
  { section: 'Hedelmät ja vihannekset', sub: 'Hedelmät', name: 'Banaani', cents: 199 },
  { section: 'Hedelmät ja vihannekset', sub: 'Hedelmät', name: 'Appelsiini', cents: 279 },
  { section: 'Hedelmät ja vihannekset', sub: 'Hedelmät', name: 'Päärynä', cents: 299 },
  { section: 'Hedelmät ja vihannekset', sub: 'Marjat', name: 'Mustikka', cents: 499 },
  { section: 'Hedelmät ja vihannekset', sub: 'Marjat', name: 'Mansikka', cents: 599 },
  { section: 'Hedelmät ja vihannekset', sub: 'Vihannekset', name: 'Peruna', cents: 149 },
  { section: 'Hedelmät ja vihannekset', sub: 'Vihannekset', name: 'Porkkana', cents: 129 },
  { section: 'Hedelmät ja vihannekset', sub: 'Vihannekset', name: 'Kurkku', cents: 189 },
  { section: 'Hedelmät ja vihannekset', sub: 'Vihannekset', name: 'Tomaatti', cents: 299 },
  { section: 'Maito ja juusto', sub: 'Maidot', name: 'Kevytmaito', cents: 109 },
  { section: 'Maito ja juusto', sub: 'Maidot', name: 'Kaurajuoma', cents: 199 },
  { section: 'Maito ja juusto', sub: 'Maidot', name: 'Piimä', cents: 129 },
  { section: 'Maito ja juusto', sub: 'Juustot', name: 'Edam', cents: 399 },
  { section: 'Maito ja juusto', sub: 'Juustot', name: 'Oltermanni', cents: 549 },
  { section: 'Maito ja juusto', sub: 'Juustot', name: 'Leipäjuusto', cents: 459 },
  { section: 'Maito ja juusto', sub: 'Jogurtit', name: 'Maustamaton jogurtti', cents: 179 },
  { section: 'Maito ja juusto', sub: 'Jogurtit', name: 'Rahka', cents: 159 },
  { section: 'Leipä', sub: 'Ruisleivät', name: 'Ruisleipä', cents: 259 },
  { section: 'Leipä', sub: 'Ruisleivät', name: 'Reissumies', cents: 289 },
  { section: 'Leipä', sub: 'Vaaleat', name: 'Paahtoleipä', cents: 199 },
  { section: 'Leipä', sub: 'Vaaleat', name: 'Karjalanpiirakka', cents: 329 },
  { section: 'Leipä', sub: 'Vaaleat', name: 'Korvapuusti', cents: 389 },
  { section: 'Kuivatuotteet', sub: 'Pasta ja riisi', name: 'Spagetti', cents: 149 },
  { section: 'Kuivatuotteet', sub: 'Pasta ja riisi', name: 'Jasmiiniriisi', cents: 259 },
  { section: 'Kuivatuotteet', sub: 'Pasta ja riisi', name: 'Kaurahiutale', cents: 139 },
  { section: 'Kuivatuotteet', sub: 'Säilykkeet', name: 'Tomaattimurska', cents: 99 },
  { section: 'Kuivatuotteet', sub: 'Säilykkeet', name: 'Kikherne', cents: 119 },
  { section: 'Kuivatuotteet', sub: 'Säilykkeet', name: 'Tonnikala', cents: 229 },
  { section: 'Kuivatuotteet', sub: 'Mausteet', name: 'Merisuola', cents: 179 },
  { section: 'Juomat', sub: 'Kahvit ja teet', name: 'Suodatinkahvi', cents: 549 },
  { section: 'Juomat', sub: 'Kahvit ja teet', name: 'Musta tee', cents: 329 },
  { section: 'Juomat', sub: 'Mehut', name: 'Appelsiinimehu', cents: 259 },
  { section: 'Juomat', sub: 'Mehut', name: 'Omenamehu', cents: 239 },
  { section: 'Juomat', sub: 'Vedet', name: 'Kivennäisvesi', cents: 129 },
  { section: 'Juomat', sub: 'Vedet', name: 'Vichy', cents: 149 },
  { section: 'Pakasteet', sub: 'Pakasteet', name: 'Herneet', cents: 189 },
  { section: 'Pakasteet', sub: 'Pakasteet', name: 'Kalapuikot', cents: 349 },
  { section: 'Pakasteet', sub: 'Jäätelöt', name: 'Vaniljajäätelö', cents: 449 },
  { section: 'Pakasteet', sub: 'Jäätelöt', name: 'Mustikkajäätelö', cents: 469 },
];

const packs = [
  { label: 'pieni', factor: 1 },
  { label: 'keskikoko', factor: 1.8 },
  { label: 'iso', factor: 3.2 },
];

function packsOf(entry: (typeof goods)[number], index: number): NewProduct[] {
  return packs.map((pack, packIndex) => {
    const serial = index * packs.length + packIndex;
    // A few ready-made conditions so every state of a product card shows up somewhere in the shop.
    const stock = serial % 17 === 5 ? 0 : serial % 11 === 3 ? 2 : serial % 4 === 0 ? 40 : undefined;
    return item(kruununhaka, `${entry.name}, ${pack.label}`, Math.round(entry.cents * pack.factor), {
      tax: entry.section === 'Juomat' && entry.sub !== 'Kahvit ja teet' ? vat.general : vat.food,
      ...(stock === undefined ? {} : { stock }),
      ...(serial % 13 === 7 ? { soldOut: stock === undefined } : {}),
      ...(serial % 9 === 2 ? { discountPercent: 20 } : {}),
      ...(serial % 10 === 6 ? { flatOff: 50 } : {}),
    });
  });
}

function groupedGoods(): Parameters<typeof menu>[1] {
  const sections = new Map<string, Map<string, NewProduct[]>>();
  goods.forEach((entry, index) => {
    const subs = sections.get(entry.section) ?? new Map<string, NewProduct[]>();
    subs.set(entry.sub, [...(subs.get(entry.sub) ?? []), ...packsOf(entry, index)]);
    sections.set(entry.section, subs);
  });
  return [...sections].map(([name, subs]) => ({
    name,
    subSections: [...subs].map(([subName, items]) => ({ name: subName, items })),
  }));
}

export const groceryMenus: NewMenu[] = [
  menu(kruununhaka, groupedGoods()),
  menu(luomutori, [
    {
      name: 'Luomu',
      subSections: [
        {
          name: 'Vihannekset',
          items: [item(luomutori, 'Luomuporkkana', 229), item(luomutori, 'Luomuperuna', 199, { stock: 25 })],
        },
      ],
    },
  ]),
];
