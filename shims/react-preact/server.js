export * from 'preact/compat/server';
export { default } from 'preact/compat/server';
