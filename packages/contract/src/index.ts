export * from './category.js';
export * from './common.js';
export * from './user.js';
