export { startPlatform, type Platform, type PlatformOptions } from './platform.js';
export { createLogger, type Logger } from './logger.js';
