export * from './content-item.dto';
export * from './auth.dto';
export * from './is-check-schedule';
