export * from './constants';
export * from './roles';
export * from './schemas/api';
export * from './schemas/organization';
export * from './schemas/user';
export * from './schemas/auth';
export * from './schemas/users';
export * from './schemas/auth-results';
