export * from './theme-defaults';
export * from './theme-schema';
export * from './theme-resolve';
export * from './edit-history';
export * from './column-widths';
export * from './size-split';
export * from './background-transitions';
export * from './layout-cards';
