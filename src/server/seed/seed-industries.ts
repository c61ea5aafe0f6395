import type { Industry } from '../catalogue/index';

/** The reference seed's industries with their names in Finnish and English (the storefront's tab names). */
export const restaurants: Industry = {
  id: 21,
  name: 'Restaurants',
  translations: { fi: { name: 'Ravintolat' }, en: { name: 'Restaurants' } },
};

export const groceries: Industry = {
  id: 22,
  name: 'Groceries',
  translations: { fi: { name: 'Ruokakaupat' }, en: { name: 'Groceries' } },
};

export const others: Industry = {
  id: 23,
  name: 'Others',
  translations: { fi: { name: 'Muut' }, en: { name: 'Others' } },
};
