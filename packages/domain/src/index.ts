export * from './messages';
export * from './auth/login';
export * from './posts/list-posts';
