export * from './content-item.dto';
export * from './auth.dto';
export * from './is-check-schedule';
export * from './settings.dto';
export * from './analysis.dto';
export * from './task.dto';
export * from './admin-user.dto';
export * from './api-key.dto';
