import { config as loadDotenv } from 'dotenv';
import { loadClientConfig, loadConfig, type ClientConfig, type Config } from '../config';

/** Reads .env (if present) and the environment; a bad value throws ConfigError (exit 78, one line). */
export function configFromEnvironment(): Config {
  loadDotenv({ quiet: true });
  return loadConfig(process.env);
}

/** TXENRICH_URL and TXENRICH_API_KEY, for commands that talk to a running server. */
export function clientConfigFromEnvironment(): ClientConfig {
  loadDotenv({ quiet: true });
  return loadClientConfig(process.env);
}
