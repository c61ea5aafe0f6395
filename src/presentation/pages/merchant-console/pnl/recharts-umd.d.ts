/**
 * recharts' self-contained build: it carries its own copy of the redux toolkit, immer and react-redux, so the
 * profit-and-loss chunk does not widen the app's own copies (which the first screen downloads) with what recharts
 * uses of them. The types are the package's.
 */
declare module 'recharts/umd/Recharts.js' {
  export * from 'recharts';
}
