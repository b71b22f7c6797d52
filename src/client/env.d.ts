// esbuild bundles CSS imported from the client entry into the page stylesheet.
declare module '*.css';
