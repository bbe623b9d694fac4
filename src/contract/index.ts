export * from './entities';
export * from './envelopes';
export * from './uploads';
export * from './api-routes';
export * from './writes';
export * from './messages';
export * from './requests';
export * from './retention';
