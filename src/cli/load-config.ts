import { config as loadDotenv } from 'dotenv';
import { ConfigError, loadConfig, type Config } from '../config';

/** Reads .env (if present) and the environment; a bad value stops the process with one line per variable. */
export function configFromEnvironment(): Config {
  loadDotenv({ quiet: true });
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.lines) process.stderr.write(`${line}\n`);
      process.exit(78);
    }
    throw error;
  }
}
