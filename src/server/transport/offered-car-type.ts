import type { CarType } from '@/contract/transport/ride-kinds';
import type { CarTariff } from '@/domain/transport/ride-base-price';
import { fieldError } from '../http/field-error';
import type { CarTariffs } from './car-tariff';
import { text } from '../i18n/localized';
import { transportErrorCodes } from '@/contract/transport/transport-error-codes';

/**
 * The tariff of a car type the host offers.
 * @throws BadRequestError naming the field, with transport code 9014, for a car type the host's configuration does
 * not name.
 */
export function offeredCarTariff(tariffs: CarTariffs, carType: CarType, field: string): CarTariff {
  const tariff = tariffs.get(carType);
  if (tariff === undefined) {
    throw fieldError(
      field,
      text('transport.carTypeNotOffered', { carType, offered: [...tariffs.keys()].join(', ') }),
      transportErrorCodes.carTypeNotOffered,
    );
  }
  return tariff;
}
