// Style sheets imported by the dashboard's modules are bundled by esbuild into one sheet.
declare module '*.css';
