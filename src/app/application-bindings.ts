import type { Container } from 'inversify';
import { portTokens, useCaseTokens } from '@/application/tokens';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { lazyFunction, lazyPort, type DepsOf } from './lazy-port';
import type * as PartnerApplicationUseCases from './partner-application-use-cases';

/**
 * The merchant and rider application forms. Their adapter, contract and rules load with the first
 * application sent, never with the first page.
 */
export function bindApplications(container: Container, walletV1Client: symbol): void {
  const applicationsChunk = () =>
    import(/* webpackChunkName: "partner-applications" */ './partner-application-use-cases');
  container.bind(portTokens.partnerApplications).toDynamicValue((context) => {
    const client = context.get<HttpClient>(walletV1Client);
    return lazyPort(() => applicationsChunk().then((module) => new module.HttpPartnerApplications(client)));
  });
  container.bind(useCaseTokens.submitPartnerApplication).toDynamicValue((context) => {
    const deps: DepsOf<typeof PartnerApplicationUseCases.createSubmitPartnerApplication> = {
      partnerApplications: context.get(portTokens.partnerApplications),
    };
    return lazyFunction(() => applicationsChunk().then((module) => module.createSubmitPartnerApplication(deps)));
  });
}
