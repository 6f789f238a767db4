export * from './enums';
export * from './schedule';
export * from './health';
export * from './url-import';
export * from './types';
export * from './constants';
