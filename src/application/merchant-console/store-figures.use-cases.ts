import type { StoreDashboard } from '@/domain/merchant-console/store-figures';
import type { StoreOfficeGateway } from '../ports/store-office-gateway.port';

/** Today's figures of the store (staff and owners). @throws AppError */
export type ShowDashboard = () => Promise<StoreDashboard>;

export interface StoreFiguresUseCases {
  readonly showDashboard: ShowDashboard;
}

export function createStoreFiguresUseCases(deps: { office: StoreOfficeGateway }): StoreFiguresUseCases {
  return { showDashboard: () => deps.office.dashboard() };
}
