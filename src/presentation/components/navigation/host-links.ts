import type { StorefrontConfig } from '@/config/storefront-config.schema';

type HostLinksConfig = Pick<StorefrontConfig, 'appLinks' | 'socialLinks' | 'newsletterFormUrl'>;

/** Whether the host configured anything for the footer's own links: without, their code is never fetched. */
export function hasHostLinks(config: HostLinksConfig): boolean {
  return (
    config.appLinks.appStore !== null ||
    config.appLinks.googlePlay !== null ||
    config.socialLinks.length > 0 ||
    config.newsletterFormUrl !== null
  );
}
