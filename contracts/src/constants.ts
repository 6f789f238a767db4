export const PRODUCT_NAME = 'Freshwatch';

export const MIN_PASSWORD_LENGTH = 10;

/** Every API key starts with this, so that a leaked one is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'fw_';
export const DEFAULT_API_KEY_NAME = 'WordPress plugin';
