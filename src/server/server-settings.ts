import { hostCarTariffs } from './transport/index';
import { parseServerConfig, type ServerConfig } from './config/server-config';
import { checkedStorefrontConfigFile } from './config/storefront-config-file';

/** The server's settings from its environment, checked as a start checks them before the database opens. */
export interface ServerSettings {
  readonly config: ServerConfig;
  /** The host's configuration file, checked, as an absolute path; undefined when none is named. */
  readonly storefrontConfigFile: string | undefined;
}

/**
 * Reads and checks the environment the way `npm run serve` starts: the settings, then the host's configuration file
 * and the car types it prices rides by, so a bad one stops the start before anything is opened. A test harness
 * that starts servers in one process (tests/integration/server/processes) starts them from the same settings.
 * @throws ConfigError naming the variable, file or field to fix.
 */
export function serverSettingsFrom(env: NodeJS.ProcessEnv): ServerSettings {
  const config = parseServerConfig(env);
  const storefrontConfigFile =
    config.storefrontConfigFile === undefined ? undefined : checkedStorefrontConfigFile(config.storefrontConfigFile);
  hostCarTariffs(storefrontConfigFile);
  return { config, storefrontConfigFile };
}
