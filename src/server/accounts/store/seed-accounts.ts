import type { ServerDatabase } from '../../db/database';
import { AddressRepository } from './address-repository';
import { systemClock } from '../../shared/clock';
import { hashPin } from '../pin-hash';
import { demoBusinessCustomer } from '../trade-types';
import { UserRepository } from './user-repository';
import { VoucherRepository, type NewVoucher } from './voucher-repository';

/** The registered customer the README lists: log in with this number and PIN. */
export const demoCustomer = {
  mobileNumber: '+923001234567',
  pin: '123456',
  fullName: 'Demo Customer',
  email: 'demo.customer@example.com',
} as const;

const farFuture = new Date('2099-12-31T23:59:59Z');

function demoVouchers(customerId: number | null): NewVoucher[] {
  return [
    {
      code: 'WELCOME10',
      name: '10 % off your order',
      discountKind: 'percent',
      amount: 10,
      expiresAt: farFuture,
      companyQueryId: null,
      userId: null,
    },
    {
      code: 'HELMI5',
      name: '5 € off at Sataman Helmi',
      discountKind: 'flat',
      amount: 500,
      expiresAt: farFuture,
      companyQueryId: 'sataman-helmi',
      userId: null,
    },
    {
      // Covers the whole order, so the demo shows a card payment brought to 0 placed without the provider.
      code: 'HELMIFREE',
      name: 'A whole order free at Sataman Helmi',
      discountKind: 'percent',
      amount: 100,
      expiresAt: farFuture,
      companyQueryId: 'sataman-helmi',
      userId: null,
    },
    {
      code: 'PIZZA3',
      name: '3 € off at Pizzeria Vallila',
      discountKind: 'flat',
      amount: 300,
      expiresAt: farFuture,
      companyQueryId: 'pizzeria-vallila',
      userId: null,
    },
    {
      code: 'SUMMER2020',
      name: 'An expired summer offer',
      discountKind: 'percent',
      amount: 20,
      expiresAt: new Date('2020-08-31T23:59:59Z'),
      companyQueryId: null,
      userId: null,
    },
    {
      code: 'LOYAL15',
      name: '15 % off for a loyal customer',
      discountKind: 'percent',
      amount: 15,
      expiresAt: farFuture,
      companyQueryId: null,
      userId: customerId,
    },
  ];
}

/** The demo customer (into an empty users table) and the demo vouchers (into an empty vouchers table). */
export async function seedAccountsIfEmpty(db: ServerDatabase): Promise<void> {
  const users = new UserRepository(db, systemClock);
  let customerId: number | null = null;
  if ((await users.count()) === 0) {
    const customer = await users.addActiveCustomer(demoCustomer.mobileNumber, {
      fullName: demoCustomer.fullName,
      email: demoCustomer.email,
      dob: null,
      pinHash: await hashPin(demoCustomer.pin),
    });
    customerId = customer.id;
    // In Kallio, within reach of the seeded Helsinki restaurants, so the demo customer can order at once.
    const home = await new AddressRepository(db).create(customer.id, {
      type: 'home',
      name: 'Home',
      building: 'Kallion talo',
      street: 'Helsinginkatu 15',
      floor: '3',
      room: 'A 12',
      landmark: 'Near Kallio library',
      district: 'Kallio',
      description: 'A 12, Kallio',
      lat: 60.1841,
      long: 24.9496,
    });
    // A new customer keeps no address yet, so the save is never refused.
    if (home !== null) await users.setSelectedAddress(customer.id, home.queryId);
  }
  // Checked by number rather than on an empty table, so a data folder seeded before it existed gains it too.
  if ((await users.findByMobile(demoBusinessCustomer.mobileNumber)) === null) {
    await users.addActiveCustomer(demoBusinessCustomer.mobileNumber, {
      fullName: demoBusinessCustomer.fullName,
      email: demoBusinessCustomer.email,
      dob: null,
      pinHash: await hashPin(demoBusinessCustomer.pin),
    });
  }
  const vouchers = new VoucherRepository(db);
  if (await vouchers.isEmpty()) {
    const personal = customerId ?? (await users.findByMobile(demoCustomer.mobileNumber))?.id ?? null;
    await vouchers.add(demoVouchers(personal));
  }
}
