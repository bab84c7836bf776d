export * from './fit-scale';
