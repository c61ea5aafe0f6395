import {
  newStaffAccountProblems,
  normalNewStaffAccount,
  staffPasswordProblem,
  type NewStaffAccount,
  type StaffAccount,
  type StaffAccountProblem,
  type StaffAccountProblems,
} from '@/domain/merchant-console/staff-account-rules';
import type { ConsoleRole } from '@/domain/merchant-console/staff-session';
import type { OfficeAnswer, StoreOfficeGateway } from '../ports/store-office-gateway.port';

/** A form's answer: done, its own fields' problems found before sending, or the server's refusal. */
export type StaffFormOutcome<T, Problems> =
  OfficeAnswer<T> | { readonly ok: false; readonly refusal: 'INVALID_FIELDS'; readonly problems: Problems };

/** The store's staff accounts (owners only). @throws AppError */
export type ListStaffAccounts = () => Promise<StaffAccount[]>;

/** The owner adds an account, checked by the rule the form shows before it is sent. @throws AppError */
export type AddStaffAccount = (
  account: NewStaffAccount,
) => Promise<StaffFormOutcome<StaffAccount, StaffAccountProblems>>;

/** The owner makes an account an owner or staff. @throws AppError */
export type ChangeStaffRole = (queryId: string, role: ConsoleRole) => Promise<OfficeAnswer<StaffAccount>>;

/** The owner sets a new password on an account. @throws AppError */
export type ResetStaffPassword = (
  queryId: string,
  password: string,
) => Promise<StaffFormOutcome<StaffAccount, { readonly password?: StaffAccountProblem }>>;

/** The owner removes an account. @throws AppError */
export type RemoveStaffAccount = (queryId: string) => Promise<OfficeAnswer<null>>;

export interface StaffAccountUseCases {
  readonly listStaffAccounts: ListStaffAccounts;
  readonly addStaffAccount: AddStaffAccount;
  readonly changeStaffRole: ChangeStaffRole;
  readonly resetStaffPassword: ResetStaffPassword;
  readonly removeStaffAccount: RemoveStaffAccount;
}

export function createStaffAccountUseCases(deps: { office: StoreOfficeGateway }): StaffAccountUseCases {
  const { office } = deps;
  return {
    listStaffAccounts: () => office.staffAccounts(),
    addStaffAccount: async (account) => {
      const problems = newStaffAccountProblems(account);
      if (Object.keys(problems).length > 0) return { ok: false, refusal: 'INVALID_FIELDS', problems };
      return office.addStaffAccount(normalNewStaffAccount(account));
    },
    changeStaffRole: (queryId, role) => office.changeStaffRole(queryId, role),
    resetStaffPassword: async (queryId, password) => {
      const problem = staffPasswordProblem(password);
      if (problem !== null) return { ok: false, refusal: 'INVALID_FIELDS', problems: { password: problem } };
      return office.resetStaffPassword(queryId, password);
    },
    removeStaffAccount: (queryId) => office.removeStaffAccount(queryId),
  };
}
