import type { ServerLanguage } from '../../i18n/server-language';
import type { StoredTranslations } from '../catalogue-schema';
import type { CompanyDto } from '@/contract/catalogue/companies.contract';

export interface CompanyPageRequest {
  /** The visitor's language: the stores' texts in it where they gave them. */
  language: ServerLanguage | null;
  /** Only stores of this industry; all stores when absent. */
  industryId?: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface CompanyPage {
  companies: CompanyDto[];
  /** How many stores match the request across all pages. */
  total: number;
}

export interface Industry {
  id: number;
  name: string;
  /** The industry's name in each language it was given in. */
  translations?: StoredTranslations;
}

/** A store to add: the listing shape without the id its address gets from storage, plus its industries with their ids. */
export interface NewCompany extends Omit<
  CompanyDto,
  'address' | 'industries' | 'merchant_banner' | 'override_delivery_fee' | 'delivery_fee_value'
> {
  /** The banner of the store's own page; its banner_url when absent. */
  merchant_banner?: string | null;
  /** The store charges its own delivery fee (delivery_fee_value, 0 for free delivery); the host's when absent. */
  override_delivery_fee?: boolean;
  delivery_fee_value?: number;
  address: Omit<CompanyDto['address'], 'id'>;
  industries: Industry[];
  /** The store's texts (tag, description, footer_description) in each language it gave them. */
  translations?: StoredTranslations;
  /** The preparation-time flag: on unless given off (the confirmation then shows no preparation countdown). */
  preparation_time_flag?: boolean;
}

/** Where the server keeps its stores. */
export interface CompanyRepository {
  /** One page of stores ordered by name, then query_id, so pages never overlap. */
  findPage(request: CompanyPageRequest): Promise<CompanyPage>;
  findByQueryId(queryId: string, language: ServerLanguage | null): Promise<CompanyDto | null>;
  /** How many stores exist at all. */
  count(): Promise<number>;
  /** Adds the stores in one transaction, creating their industries when new. */
  add(newCompanies: readonly NewCompany[]): Promise<void>;
}
