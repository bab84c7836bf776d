export * from './languages';
export * from './building-languages';
export * from './load-messages';
export * from './screen-messages';
export * from './phone-messages';
