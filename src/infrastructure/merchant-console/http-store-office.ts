import type { OfficeAnswer, StoreOfficeGateway } from '@/application/ports/store-office-gateway.port';
import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { officePaths } from '@/contract/merchant/office-paths';
import {
  staffAccountRemovedSchema,
  staffAccountResponseSchema,
  staffAccountsResponseSchema,
  type StaffAccountDto,
} from '@/contract/merchant/staff-accounts.contract';
import type { NewStaffAccount, StaffAccount } from '@/domain/merchant-console/staff-account-rules';
import type { StoreDashboard } from '@/domain/merchant-console/store-figures';
import type { ConsoleRole } from '@/domain/merchant-console/staff-session';
import type { HttpClient } from '../http/http-client';
import { officeChange } from './office-refusal-of';

/** The contract's fields of a staff account's calls, as the console's forms name them. */
const staffFields = { username: 'username', full_name: 'fullName', password: 'password', role: 'role' } as const;

function staffAccountOf(dto: StaffAccountDto): StaffAccount {
  return { queryId: dto.query_id, username: dto.username, fullName: dto.full_name, role: dto.role };
}

/** The merchant service's office calls, through the console's merchant client (staff token and headers). */
export class HttpStoreOffice implements StoreOfficeGateway {
  constructor(private readonly merchantV1: HttpClient) {}

  async staffAccounts(): Promise<StaffAccount[]> {
    const answer = await this.merchantV1.get(merchantPaths.staffAccounts, {}, staffAccountsResponseSchema);
    return answer.staff.map(staffAccountOf);
  }

  addStaffAccount(account: NewStaffAccount): Promise<OfficeAnswer<StaffAccount>> {
    return officeChange(async () => {
      const body = {
        username: account.username,
        full_name: account.fullName,
        password: account.password,
        role: account.role,
      };
      const answer = await this.merchantV1.post(merchantPaths.staffAccounts, body, staffAccountResponseSchema);
      return staffAccountOf(answer.account);
    }, staffFields);
  }

  changeStaffRole(queryId: string, role: ConsoleRole): Promise<OfficeAnswer<StaffAccount>> {
    return officeChange(async () => {
      const answer = await this.merchantV1.put(officePaths.staffRole(queryId), { role }, staffAccountResponseSchema);
      return staffAccountOf(answer.account);
    }, staffFields);
  }

  resetStaffPassword(queryId: string, password: string): Promise<OfficeAnswer<StaffAccount>> {
    return officeChange(async () => {
      const answer = await this.merchantV1.put(
        officePaths.staffPassword(queryId),
        { password },
        staffAccountResponseSchema,
      );
      return staffAccountOf(answer.account);
    }, staffFields);
  }

  removeStaffAccount(queryId: string): Promise<OfficeAnswer<null>> {
    return officeChange(async () => {
      await this.merchantV1.delete(officePaths.staffAccount(queryId), undefined, staffAccountRemovedSchema);
      return null;
    }, staffFields);
  }

  async dashboard(): Promise<StoreDashboard> {
    const answer = await this.merchantV1.get(officePaths.dashboard, {}, dashboardResponseSchema);
    return {
      date: answer.date,
      timeZone: answer.time_zone,
      currency: answer.currency,
      orders: answer.orders,
      byStatus: answer.by_status,
      revenue: answer.revenue,
      averagePreparationMinutes: answer.average_preparation_minutes,
      hours: answer.hours,
    };
  }
}
