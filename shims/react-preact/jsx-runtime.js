export * from 'preact/compat/jsx-runtime';
