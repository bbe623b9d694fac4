export * from './entities';
export * from './envelopes';
export * from './uploads';
export * from './api-paths';
export * from './messages';
export * from './requests';
export * from './retention';
